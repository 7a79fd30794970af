/** What the web client's server renderer (web/src/entry-server.tsx) offers; its build runs in the render thread. */
export interface PageRenderer {
  /** The shop's error page for `status` in the language of `cookies`: its HTML, language and <noscript> line. */
  renderErrorPage(request: { status: number; cookies: Record<string, string | undefined> }): Promise<{
    html: string;
    locale: string;
    noscript: string;
  }>;
  renderPage(request: { url: string; cookies: Record<string, string | undefined>; fetch: typeof fetch }): Promise<
    /** `head`: the page's own title, description, links, Open Graph tags and JSON-LD, as HTML. */
    | { kind: 'page'; status: number; html: string; state: string; locale: string; noscript: string; head?: string }
    | { kind: 'redirect'; status: number; location: string }
    /** The client's shell, in the visitor's language, with the shell's own <noscript> line (and `html`: a failure's error page). */
    | { kind: 'client'; status: number; locale: string; noscript: string; html?: string }
  >;
}
