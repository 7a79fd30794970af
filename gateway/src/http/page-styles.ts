import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The client's stylesheet as a rendered page carries it: the link it replaces, the CSS, its CSP source. */
export interface PageStyles {
  link: string;
  css: string;
  /** The CSP source that allows exactly this style element: `'sha256-…'`. */
  hash: string;
}

/**
 * The one stylesheet the client's index.html links (the whole shop's CSS, about 10 KB compressed),
 * read once at start. Pages the server renders carry it inline: the first paint then waits for no
 * second request (a round trip on a phone's line). The shell (/index.html, the service worker's
 * offline page) keeps the link. Links inside <noscript> (the fonts' stylesheet for a browser
 * without JavaScript) are not the page's styles. null without a build, with more than one
 * stylesheet, or with CSS that could end the style element.
 */
export function readPageStyles(webDist: string): PageStyles | null {
  const index = resolve(webDist, 'index.html');
  if (!existsSync(index)) return null;
  const outsideNoscript = readFileSync(index, 'utf8').replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const links = [...outsideNoscript.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[\w.-]+\.css)"[^>]*>/g)];
  if (links.length !== 1) return null;
  const [link, file] = links[0]!;
  const css = readFileSync(resolve(webDist, file!), 'utf8');
  if (/<\/style/i.test(css)) return null;
  return { link, css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}
