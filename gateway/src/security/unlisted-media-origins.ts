import type { GatewayConfig } from '../config.js';
import { StoreApiClient } from '../shopware/store-api-client.js';

/** The origins of media URLs in `urls` that the policy would refuse: what an operator must add to MEDIA_ORIGIN. */
export function refusedMediaOrigins(urls: string[], allowed: string[]): string[] {
  const origins = urls.filter((url) => URL.canParse(url)).map((url) => new URL(url).origin);
  return [...new Set(origins)].filter((origin) => !allowed.includes(origin));
}

interface CoverUrls {
  elements?: { cover?: { media?: { url?: string } | null } | null }[];
}

/**
 * Asked once at start: the covers of a few products, whose origins the policy must allow. An origin
 * it would refuse is logged with the setting that allows it, instead of a shop without pictures that
 * nobody is told about. A Store API that does not answer is left to the readiness check.
 */
export async function unlistedMediaOrigins(
  readProducts: (body: object) => Promise<CoverUrls>,
  allowed: string[],
): Promise<string[]> {
  const answer = await readProducts({
    limit: 5,
    includes: { product: ['cover'], product_media: ['media'], media: ['url'] },
  });
  const urls = (answer.elements ?? [])
    .map((product) => product.cover?.media?.url)
    .filter((url): url is string => Boolean(url));
  return refusedMediaOrigins(urls, allowed);
}

/** At start: logs the media origins the Store API answers that the policy would refuse (nothing when the Store API is down). */
export async function warnOfUnlistedMediaOrigins(
  config: Pick<GatewayConfig, 'shopware' | 'security'>,
  warn: (message: string) => void,
): Promise<void> {
  const storeApi = StoreApiClient.factory(config.shopware)({ contextToken: null, languageId: null });
  const origins = await unlistedMediaOrigins(
    (body) => storeApi.read<CoverUrls>('/product', body),
    config.security.mediaOrigins,
  ).catch(() => []);
  if (origins.length)
    warn(
      `Product images come from ${origins.join(', ')}, which the Content-Security-Policy refuses: add ${origins.length > 1 ? 'them' : 'it'} to MEDIA_ORIGIN`,
    );
}
