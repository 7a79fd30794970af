/** How many top-navigation entries the header shows before any measurement (docs/behaviour/limits.md). */
export const INITIAL_VISIBLE_ENTRIES = 5;

/**
 * How many entries, in order, fit into `available` pixels: all of them when they do, otherwise as
 * many as fit beside the 'More' entry that takes the rest (at least none).
 */
export function countEntriesThatFit(widths: number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
