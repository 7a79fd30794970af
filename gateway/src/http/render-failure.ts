/** The element the web client reads (web/src/lib/server-render-state.ts `readServerFailure`). */
const FAILURE_ELEMENT_ID = 'server-render-failure';

/**
 * The shell `html` with the failure the render met at `url` (path and query) beside its root
 * element, and the failure's error page (`page`, rendered by the client's renderer) in it.
 */
export function withRenderFailure(html: string, url: string, status: number, page: string): string {
  const json = JSON.stringify({ url, status }).replace(/</g, '\\u003c');
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page}</div><script type="application/json" id="${FAILURE_ELEMENT_ID}">${json}</script>`,
  );
}
