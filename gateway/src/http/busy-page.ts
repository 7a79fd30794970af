import { escapeMarkup } from './escape-markup.js';
import type { PageStyles } from './page-styles.js';
import { pageHtml, type PageRenderer } from './server-render.js';

/** Said when even the error page cannot be made: the status in the shop's languages. */
const MINIMAL_PAGE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>503</title></head><body><h1>503</h1>' +
  `<p>${escapeMarkup('Der Server ist gerade sehr beschäftigt. / The server is very busy right now.')}</p></body></html>`;

/** Languages are few; anything beyond this many variants is made each time, not kept. */
const MOST_KEPT = 16;

/**
 * The page a visitor gets when their render is refused (503): the shop's error page in their language
 * (the renderer's renderErrorPage in the client's index.html), made once per language and kept, as it
 * must cost next to nothing when the server is busy. Without it, a minimal page.
 */
export function createBusyPage(
  renderer: PageRenderer,
  template: string,
  styles: PageStyles | null,
): (cookies: Record<string, string | undefined>) => Promise<string> {
  const made = new Map<string, Promise<string>>();
  return (cookies) => {
    const key = JSON.stringify(Object.entries(cookies).sort(([a], [b]) => a.localeCompare(b)));
    const kept = made.get(key);
    if (kept) return kept;
    const page = renderer
      .renderErrorPage({ status: 503, cookies })
      .then((error) => pageHtml(template, { ...error, state: '{}' }, styles))
      .catch(() => MINIMAL_PAGE);
    if (made.size < MOST_KEPT) made.set(key, page);
    return page;
  };
}
