import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** The query parameter that names a page's language in its address (hreflang alternates, canonical links). */
export const LANGUAGE_PARAM = 'lang';

/** What a page says about itself in the document's head, to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute, in the page's language; null for a page that is not to be indexed under its own address. */
  canonicalUrl: string | null;
  /** The page in each language (hreflang), and x-default; empty without a canonical address. */
  alternates: { hreflang: string; href: string }[];
  ogType: 'website' | 'product';
  /** Absolute, or null for a page without an image of its own. */
  ogImage: string | null;
  /** schema.org objects (Product, BreadcrumbList …), each its own script element. */
  jsonLd: Record<string, unknown>[];
}

/** The page's title with the shop's name once: a title that already ends with it (a meta title from Shopware) keeps it. */
export function titleWithBrand(title: string, brand: string): string {
  const own = title.trim();
  return own === brand || own.endsWith(` ${brand}`) ? own : `${own} | ${brand}`;
}

/** The interface language a page's address names (?lang=en-GB), or null. */
export function localeOfAddress(search: string): Locale | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : null;
}

/**
 * The address of `path` (a canonical path, with its own query where it has one, e.g. a search) in
 * `locale`: the shop's default language without a parameter, any other with ?lang=.
 */
export function addressIn(storefrontUrl: string, path: string, locale: Locale): string {
  const url = new URL(path, `${storefrontUrl}/`);
  if (locale !== DEFAULT_LOCALE) url.searchParams.set(LANGUAGE_PARAM, locale);
  return url.href;
}

/** The canonical link and the hreflang alternates of a page shown in `locale`. */
export function addressesOf(
  storefrontUrl: string,
  path: string | null | undefined,
  locale: Locale,
): Pick<PageHead, 'canonicalUrl' | 'alternates'> {
  if (!path) return { canonicalUrl: null, alternates: [] };
  return {
    canonicalUrl: addressIn(storefrontUrl, path, locale),
    alternates: [
      ...LOCALES.map((each) => ({ hreflang: each, href: addressIn(storefrontUrl, path, each) })),
      { hreflang: 'x-default', href: addressIn(storefrontUrl, path, DEFAULT_LOCALE) },
    ],
  };
}

/** schema.org BreadcrumbList of the way from the home page to the page (the last entry is the page itself). */
export function breadcrumbJsonLd(
  storefrontUrl: string,
  items: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.path, `${storefrontUrl}/`).href,
    })),
  };
}

/** JSON for a <script> element: no `</script>` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The head's elements besides title and description, each marked so that the next page's replace them. */
function headElements(
  head: PageHead,
): { tag: 'link' | 'meta' | 'script'; attributes: Record<string, string>; text?: string }[] {
  const og = (property: string, content: string | null) =>
    content === null ? [] : [{ tag: 'meta' as const, attributes: { property, content } }];
  return [
    ...(head.canonicalUrl ? [{ tag: 'link' as const, attributes: { rel: 'canonical', href: head.canonicalUrl } }] : []),
    ...head.alternates.map(({ hreflang, href }) => ({
      tag: 'link' as const,
      attributes: { rel: 'alternate', hreflang, href },
    })),
    ...og('og:title', head.title),
    ...og('og:description', head.description),
    ...og('og:type', head.ogType),
    ...og('og:url', head.canonicalUrl),
    ...og('og:image', head.ogImage),
    ...head.jsonLd.map((value) => ({
      tag: 'script' as const,
      attributes: { type: 'application/ld+json' },
      text: scriptJson(value),
    })),
  ];
}

/** The attribute that marks the elements a page put into the head. */
export const HEAD_MARK = 'data-page-head';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML, for the server's page: title, description, then the marked elements. */
export function headMarkup(head: PageHead): string {
  const elements = headElements(head).map(({ tag, attributes, text }) => {
    const attrs = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    return tag === 'script' ? `<script ${HEAD_MARK}${attrs}>${text ?? ''}</script>` : `<${tag} ${HEAD_MARK}${attrs}>`;
  });
  return [
    `<title>${escapeText(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}">`,
    ...elements,
  ].join('');
}

/** Puts the head of the page on screen into the document, in place of the previous page's. */
export function applyHead(document: Document, head: PageHead): void {
  document.title = head.title;
  let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.head.appendChild(document.createElement('meta'));
    description.name = 'description';
  }
  description.content = head.description;
  for (const old of document.head.querySelectorAll(`[${HEAD_MARK}], link[rel="canonical"]`)) old.remove();
  for (const { tag, attributes, text } of headElements(head)) {
    const element = document.createElement(tag);
    element.setAttribute(HEAD_MARK, '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    document.head.appendChild(element);
  }
}
