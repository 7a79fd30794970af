import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../lib/config';
import { interfaceLocale } from '../lib/i18n';
import { addressesOf, applyHead, titleWithBrand, type PageHead } from '../lib/page-head';

/**
 * Where a page's head goes: the shop's public address for its absolute links, and on the server a
 * `report` that takes the head for the page's HTML (the browser's document is not there).
 */
export interface PageHeadTarget {
  storefrontUrl: string;
  report?: (head: PageHead) => void;
}

export const PageHeadContext = createContext<PageHeadTarget>({ storefrontUrl: config.storefrontUrl });

interface PageMetaProps {
  /** The page's own title; the shop's name is appended once. Without one, the shop's default title. */
  title?: string | null;
  description?: string | null;
  /** The canonical storefront path (e.g. /Weine/Rotwein/); made absolute with the shop's address. */
  canonicalPath?: string | null;
  ogType?: PageHead['ogType'];
  /** The page's image for link previews (made absolute). */
  image?: string | null;
  jsonLd?: Record<string, unknown>[];
}

/**
 * The document's head for the page on screen: title, meta description, canonical link, hreflang
 * alternates, Open Graph tags and JSON-LD. On the server it is reported into the page's HTML; in the
 * browser it replaces the previous page's.
 */
export function PageMeta({ title, description, canonicalPath, ogType = 'website', image, jsonLd = [] }: PageMetaProps) {
  const { t, i18n } = useTranslation();
  const { storefrontUrl, report } = useContext(PageHeadContext);
  const locale = interfaceLocale(i18n);
  const head: PageHead = {
    title: title ? titleWithBrand(title, t('shop.name')) : t('shop.defaultTitle'),
    description: description ?? t('shop.defaultDescription'),
    ...addressesOf(storefrontUrl, canonicalPath, locale),
    ogType,
    ogImage: image ? new URL(image, `${storefrontUrl}/`).href : null,
    jsonLd,
  };
  report?.(head);
  const key = JSON.stringify(head);

  useEffect(() => {
    applyHead(document, JSON.parse(key) as PageHead);
  }, [key]);

  return null;
}
