/**
 * Registers the service worker (public/sw.js) at root scope in production builds only; a failed
 * registration is silent (spec §8): the shop works without it, only not offline.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
