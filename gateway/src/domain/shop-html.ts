import sanitizeHtml from 'sanitize-html';

/**
 * What shop HTML (product and category descriptions) may keep when it leaves the gateway:
 * text structure and links with safe schemes; scripts, styles, event handlers, iframes and
 * javascript: URLs are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'h2', 'h3', 'h4'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Sanitised shop HTML; null for no or blank content. */
export function sanitizeShopHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
}
