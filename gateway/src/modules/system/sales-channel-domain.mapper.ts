import type { RawLanguage, RawSalesChannelContext } from '../../shopware/store-api-types.js';
import type { SalesChannelDomain } from './system.type.js';

type RawDomain = NonNullable<RawSalesChannelContext['salesChannel']['domains']>[number];

/** The parts of a domain's address; null for an address that is not a URL. */
export function addressParts(url: string): { origin: string; host: string; pathPrefix: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  return { origin: parsed.origin, host: parsed.host, pathPrefix: path === '' ? '/' : path };
}

/** Name, label and locale of a domain's language; `fallback` (the session's languageInfo) when the list lacks it. */
function languageFields(language: RawLanguage | undefined, fallback: { name: string; localeCode: string }) {
  const locale = language?.translationCode ?? language?.locale;
  const languageName = language?.name || locale?.name || fallback.name;
  return {
    languageName,
    languageLabel: locale?.translated?.name || locale?.name || languageName,
    languageLocaleCode: locale?.code || fallback.localeCode,
  };
}

/** What the domains need of a context: its domains, its language and that language's info (no token). */
export interface DomainsContext {
  salesChannel?: { domains?: RawDomain[] };
  context?: { languageIdChain?: string[] };
  languageInfo?: RawSalesChannelContext['languageInfo'];
}

export function domainsOfContext(context: RawSalesChannelContext): DomainsContext {
  return {
    salesChannel: { domains: context.salesChannel?.domains },
    context: { languageIdChain: context.context?.languageIdChain },
    languageInfo: context.languageInfo,
  };
}

/**
 * The sales channel's domains (GET /context `salesChannel.domains`) as the storefront's domain
 * configuration, each with its language's name, label and locale from the language list (or the
 * domain's own `language` when Shopware sent it). Domains whose address is not a URL are left out.
 */
export function mapSalesChannelDomains(context: DomainsContext, languages: RawLanguage[]): SalesChannelDomain[] {
  const languagesById = new Map(languages.map((language) => [language.id, language]));
  return (context.salesChannel?.domains ?? []).flatMap((domain: RawDomain) => {
    const parts = addressParts(domain.url);
    if (!parts) return [];
    const language = domain.language ?? languagesById.get(domain.languageId);
    const isCurrent = domain.languageId === context.context?.languageIdChain?.[0];
    const fallback = isCurrent && context.languageInfo ? context.languageInfo : { name: '', localeCode: '' };
    return [
      {
        url: domain.url,
        ...parts,
        domainId: domain.id,
        currencyId: domain.currencyId,
        snippetSetId: domain.snippetSetId,
        languageId: domain.languageId,
        ...languageFields(language, fallback),
      },
    ];
  });
}
