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
