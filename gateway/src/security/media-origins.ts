import type { GatewayConfig } from '../config.js';
import { StoreApiClient } from '../shopware/store-api-client.js';

/**
 * The origins product images may come from, for the Content-Security-Policy's img-src and
 * connect-src (docs/adr/0001-media-origins.md): the Store API's own origin and each origin MEDIA_ORIGIN
 * lists (a CDN); an origin on this machine also under its other loopback name, on the same port. A
 * Store API reached on `127.0.0.1` may write its media URLs on `localhost` (the emulator did by default,
 * and the browser refused every picture), or the other way round.
 */
// Not [::1]: a CSP source cannot name an IPv6 address (chromium ignores such a source, with a console error).
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

export function mediaOriginsOf(storeApiEndpoint: string, listed: string[]): string[] {
  return [...new Set([storeApiEndpoint, ...listed].flatMap(withLoopbackAliases))];
}

/** An origin, and when it is on this machine, the same port under the other loopback names. */
export function withLoopbackAliases(address: string): string[] {
  const { protocol, hostname, port, origin } = new URL(address);
  if (!LOOPBACK_HOSTS.includes(hostname)) return [origin];
  return [origin, ...LOOPBACK_HOSTS.map((host) => new URL(`${protocol}//${host}${port ? `:${port}` : ''}`).origin)];
}

/** MEDIA_ORIGIN's entries: comma-separated http(s) origins; anything else is refused at start, naming the entry. */
export function parseMediaOriginList(value: string): { origins: string[]; invalid: string[] } {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const isHttpUrl = (entry: string) => URL.canParse(entry) && ['http:', 'https:'].includes(new URL(entry).protocol);
  return { origins: entries.filter(isHttpUrl), invalid: entries.filter((entry) => !isHttpUrl(entry)) };
}

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
