import sanitizeHtml from 'sanitize-html';

/**
 * What shop HTML (product and category descriptions) may keep when it leaves the gateway:
 * text structure and links with safe schemes; scripts, styles, event handlers, iframes and
 * javascript: URLs are removed.
 */
/**
 * Shopware's placeholder for the sales channel's domain in links the admin's editor makes to a
 * product or category (`124c71d5…/detail/{id}#`, SeoUrlPlaceholderHandler::DOMAIN_PLACEHOLDER). Its
 * Storefront replaces it with the SEO URL; the Store API answers it as stored.
 */
const DOMAIN_PLACEHOLDER = /^124c71d524604ccbad6042edce3ac799(\/(?:detail|navigation)\/[0-9a-f]{32})#?$/i;

/** A link to a product or category through the placeholder becomes the shop's technical path, which redirects to the SEO path. */
function shopLinkOf(href: string): string {
  const placeholder = DOMAIN_PLACEHOLDER.exec(href.trim());
  return placeholder ? placeholder[1]!.toLowerCase() : href;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'h2', 'h3', 'h4', 'h5', 'h6'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.href === undefined ? attribs : { ...attribs, href: shopLinkOf(attribs.href) },
    }),
  },
};

/** Sanitised shop HTML; null for no or blank content. */
export function sanitizeShopHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
}
