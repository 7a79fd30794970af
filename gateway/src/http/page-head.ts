const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/**
 * `html` (a page made from index.html) with the rendered page's own head (web/src/lib/page-head.ts:
 * title, description, canonical and alternate links, Open Graph, JSON-LD) in place of the shell's
 * generic title and description; unchanged without one.
 */
export function withPageHead(html: string, head: string | undefined): string {
  if (!head || !TITLE.test(html)) return html;
  return html.replace(DESCRIPTION, '').replace(TITLE, () => head);
}
