import { escapeMarkup } from './escape-markup.js';
import { compressedOnce, encodingFor, type Encoding } from './kept-page-encodings.js';
import type { PageStyles } from './page-styles.js';
import type { PageRenderer } from './page-renderer.js';
import { pageHtml } from './server-render.js';

/** Said when even the error page cannot be made: the status in the shop's languages. */
const MINIMAL_PAGE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>503</title></head><body><h1>503</h1>' +
  `<p>${escapeMarkup('Der Server ist gerade sehr beschäftigt. / The server is very busy right now.')}</p></body></html>`;

/** Languages are few; anything beyond this many variants is made each time, not kept. */
const MOST_KEPT = 16;

/** The busy page as the browser accepts it: compressed bytes and their encoding, or the HTML itself. */
export interface BusyPageBody {
  body: Buffer | string;
  encoding: Encoding | null;
}

/**
 * The page a visitor gets when their render is refused (503): the shop's error page in their language
 * (the renderer's renderErrorPage in the client's index.html), made once per language and compressed once
 * per encoding, and kept, as it must cost next to nothing when the server is busy (refused visitors ask
 * again at once). Without it, a minimal page.
 */
export function createBusyPage(
  renderer: PageRenderer,
  template: string,
  styles: PageStyles | null,
): (cookies: Record<string, string | undefined>, acceptEncoding: string | undefined) => Promise<BusyPageBody> {
  const pages = new Map<string, Promise<string>>();
  const bodies = new Map<string, Promise<BusyPageBody>>();
  const pageOf = (key: string, cookies: Record<string, string | undefined>) => {
    const kept = pages.get(key);
    if (kept) return kept;
    const page = renderer
      .renderErrorPage({ status: 503, cookies })
      .then((error) => pageHtml(template, { ...error, state: '{}' }, styles))
      .catch(() => MINIMAL_PAGE);
    if (pages.size < MOST_KEPT) pages.set(key, page);
    return page;
  };
  return (cookies, acceptEncoding) => {
    const encoding = encodingFor(acceptEncoding);
    const key = JSON.stringify(Object.entries(cookies).sort(([a], [b]) => a.localeCompare(b)));
    const id = `${encoding ?? 'identity'}\u0000${key}`;
    const kept = bodies.get(id);
    if (kept) return kept;
    const body = pageOf(key, cookies).then(async (html) => ({
      body: encoding ? await compressedOnce(html, encoding) : html,
      encoding,
    }));
    // Each language's page in each encoding at most: the renditions of the pages kept.
    if (pages.has(key)) bodies.set(id, body);
    return body;
  };
}
