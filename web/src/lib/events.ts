/** Events the app broadcasts on window for whatever listens (e.g. a cart page reloading its lines). */
export const TAB_VISIBLE_EVENT = 'tab-visible';

export function broadcast(name: string, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
