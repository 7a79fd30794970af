import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse as InjectResponse } from 'fastify';
import { parseSetCookie } from 'set-cookie-parser';
import { escapeMarkup } from './escape-markup.js';
import type { PageRenderer } from './page-renderer.js';
import type { PageStyles } from './page-styles.js';
import { startRenderThread } from './render-thread-host.js';

/** What a page depends on for a visitor without a session: its absolute address and the cookies that change it. */
export interface PageVariant {
  url: string;
  cookies: Record<string, string | undefined>;
  /** The page shows a session's own data (cart, login, account): a visitor with a session gets their own render. Unsaid: true. */
  personal?: boolean;
}

/** What the gateway's thread loads of the web client (web/src/page-variant.ts, built into dist-server/page-variant.js). */
export interface PageVariants {
  /** The variant of a request's page: any two requests with the same one get the same page (without a session). */
  pageVariant(request: PageVariant): PageVariant;
}

/**
 * The page variants' module and the renderer, started in its own thread (render-thread-host.ts), when the
 * client's `--ssr` build is there; null otherwise (the shell is sent).
 */
export async function loadPageRenderer(
  paths: { renderer: string; variants: string; threadNice: number } | null,
  log: (error: Error) => void,
): Promise<(PageRenderer & PageVariants & { close(): Promise<void> }) | null> {
  if (!paths || !existsSync(resolve(paths.renderer)) || !existsSync(resolve(paths.variants))) return null;
  const { pageVariant } = (await import(pathToFileURL(resolve(paths.variants)).href)) as PageVariants;
  const thread = await startRenderThread({ rendererPath: paths.renderer, nice: paths.threadNice }, log);
  return { ...thread, pageVariant };
}

/**
 * The visitor's cookies during one render: the page's GraphQL requests go out with them, and a
 * cookie one answer sets (a new session's token) goes with the next request and onto the page's
 * answer, as the browser would have kept it.
 */
export class RenderCookies {
  private readonly values = new Map<string, string>();
  private readonly set = new Map<string, string>();

  constructor(cookies: Record<string, string | undefined>) {
    for (const [name, value] of Object.entries(cookies)) if (value !== undefined) this.values.set(name, value);
  }

  header(): string {
    // A value a header cannot carry (control characters, non-ASCII, a ';') is left out, not sent broken.
    return [...this.values]
      .filter(([, value]) => !/[^\x20-\x7e]|;/.test(value))
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  take(response: InjectResponse): void {
    for (const line of [response.headers['set-cookie'] ?? []].flat()) {
      const [cookie] = parseSetCookie(line, { decodeValues: false });
      if (!cookie) continue;
      const expired =
        cookie.maxAge !== undefined
          ? cookie.maxAge <= 0
          : cookie.expires !== undefined && cookie.expires.getTime() <= Date.now();
      if (expired) this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
      this.set.set(cookie.name, line);
    }
  }

  /** The Set-Cookie lines for the page's answer, the last one of each cookie. */
  setCookieLines(): string[] {
    return [...this.set.values()];
  }
}

/** Whether any of a render's GraphQL answers failed (a status other than 200, or errors in it). */
export interface RenderAnswers {
  failed: boolean;
}

/**
 * A fetch for the renderer's GraphQL requests that answers them in this process (Fastify's inject):
 * the same endpoint, security rules, cache and session handling as the browser's requests, without
 * a network hop. A failed answer is noted in `answers`.
 */
export function inProcessGraphqlFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  cookies: RenderCookies,
  answers: RenderAnswers = { failed: false },
): typeof fetch {
  return async (_input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, cookie: cookies.header(), 'user-agent': request.headers['user-agent'] ?? '' },
      remoteAddress: request.ip,
      payload: typeof init?.body === 'string' ? init.body : '',
    });
    cookies.take(answer);
    if (answer.statusCode !== 200 || answer.body.includes('"errors":')) answers.failed = true;
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The <noscript> text of index.html (the bare shell's, which needs JavaScript for everything); not the fonts' link. */
const NOSCRIPT_LINE = /<noscript>[^<]*<\/noscript>/;

/**
 * `html` (index.html, or a page made from it) in the visitor's language: `<html lang>` and the
 * <noscript> line, as text. The client's shell gets its own line (it needs JavaScript for everything).
 */
export function inLanguage(html: string, page: { locale: string; noscript: string }): string {
  return html
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.locale.slice(0, 2)}">`)
    .replace(NOSCRIPT_LINE, () => `<noscript>${escapeMarkup(page.noscript)}</noscript>`);
}

/**
 * The client's index.html with a rendered page in its root element, its state beside it, its
 * language, its <noscript> line (a rendered page can be browsed without JavaScript) and (with
 * `styles`) the stylesheet inline instead of linked.
 */
export function pageHtml(
  template: string,
  page: { html: string; state: string; locale: string; noscript: string },
  styles: PageStyles | null = null,
): string {
  // React writes the preload of the first image first; in the head the browser finds it before anything else.
  const preloads = /^(?:<link [^>]*>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(preloads.length);
  const styled = styles ? template.replace(styles.link, () => `<style>${styles.css}</style>`) : template;
  return inLanguage(styled, page)
    .replace('</head>', () => `${preloads}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div><script type="application/json" id="server-render-state">${page.state}</script>`,
    );
}
