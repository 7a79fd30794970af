import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../lib/config';

interface PageMetaProps {
  /** The page's own title; the shop's name is appended. Without one, the shop's default title. */
  title?: string | null;
  description?: string | null;
  /** The canonical storefront path (e.g. /Weine/Rotwein/); made absolute with the shop's address. */
  canonicalPath?: string | null;
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  return (document.head.querySelector(selector) as T | null) ?? document.head.appendChild(create());
}

/** Sets the document's title, meta description and canonical link for the page on screen. */
export function PageMeta({ title, description, canonicalPath }: PageMetaProps) {
  const { t } = useTranslation();
  const fullTitle = title ? `${title} | ${t('shop.name')}` : t('shop.defaultTitle');
  const fullDescription = description ?? t('shop.defaultDescription');

  useEffect(() => {
    document.title = fullTitle;
    headElement('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    ).content = fullDescription;
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonicalPath) {
      const link =
        existing ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'canonical' }));
      link.href = `${config.storefrontUrl}${canonicalPath}`;
    } else {
      existing?.remove();
    }
  }, [fullTitle, fullDescription, canonicalPath]);

  return null;
}
