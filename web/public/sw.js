/*
 * The shop's service worker (registered at / in production builds). It keeps the app shell and the
 * catalogue's images so that the shell works offline:
 * - install: the files of precache-manifest.json (index.html, the app's JS and CSS, the Latin fonts);
 * - pages (navigations): the network (pages are rendered per visitor, never kept), the shell
 *   (/index.html, kept at install) when offline: history routing renders any path from it;
 * - /boot.js (starts the app; not hashed): the network, the installed copy when offline;
 * - /assets/*: cache first (their names carry a content hash);
 * - images under /media/ or /thumbnail/ of any host (the emulator's or the shop's media host):
 *   cache first, at most MAX_IMAGES entries, the oldest dropped first;
 * - everything else (GraphQL POSTs, other origins) goes to the network untouched.
 */
const VERSION = 'v2';
const SHELL_CACHE = `shell-${VERSION}`;
const IMAGE_CACHE = `images-${VERSION}`;
const MAX_IMAGES = 300;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      const manifest = await fetch('/precache-manifest.json', { cache: 'no-store' }).then((response) =>
        response.json(),
      );
      await cache.addAll(manifest.files);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, IMAGE_CACHE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The network's answer, else (offline) what the install kept under `fallback`. */
async function networkOr(request, fallback) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await (await caches.open(SHELL_CACHE)).match(fallback);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request, cacheName, limit) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok || response.type === 'opaque') {
    await cache.put(request, response.clone());
    if (limit) await trim(cache, limit);
  }
  return response;
}

async function trim(cache, limit) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  if (
    request.mode === 'navigate' &&
    sameOrigin &&
    !url.pathname.startsWith('/graphql') &&
    url.pathname !== '/sitemap.xml'
  ) {
    event.respondWith(networkOr(request, '/index.html'));
  } else if (sameOrigin && url.pathname === '/boot.js') {
    event.respondWith(networkOr(request, '/boot.js'));
  } else if (sameOrigin && url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
  } else if (request.destination === 'image' && /^\/(media|thumbnail)\//.test(url.pathname)) {
    event.respondWith(cacheFirst(request, IMAGE_CACHE, MAX_IMAGES));
  }
});
