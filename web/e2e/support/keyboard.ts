import type { Page } from 'playwright-core';

/** The focused element as its aria snapshot's first line, e.g. `button "Suche"` or `checkbox "…" [checked]`; '' when nothing is focused. */
export async function focused(page: Page): Promise<string> {
  if (await page.evaluate(() => !document.activeElement || document.activeElement === document.body)) return '';
  const snapshot = await page
    .locator(':focus')
    .ariaSnapshot({ timeout: 2_000 })
    .catch(() => '');
  const line = (snapshot.split('\n')[0] ?? '').replace(/^- /, '').replace(/:$/, '');
  // A line with a colon in its name (e.g. 'IBAN: …') is a quoted YAML scalar: read it unquoted.
  return /^'.*'$/.test(line) ? line.slice(1, -1).replace(/''/g, "'") : line;
}

/** Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user looks for a control; fails with the way it went. */
export async function tabTo(page: Page, target: RegExp, { backward = false, max = 120 } = {}): Promise<string> {
  const trail: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    const current = await focused(page);
    if (target.test(current)) return current;
    trail.push(current);
  }
  throw new Error(
    `no ${target} within ${max} presses of ${backward ? 'Shift+Tab' : 'Tab'}; went through:\n  ${trail.join('\n  ')}`,
  );
}

/** Whether the focused element sits inside the open dialog of that name. */
export function focusInside(page: Page, dialogName: string): Promise<boolean> {
  return page.getByRole('dialog', { name: dialogName }).evaluate((dialog) => dialog.contains(document.activeElement));
}
