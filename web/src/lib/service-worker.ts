/**
 * Registers the service worker (public/sw.js) at root scope in production builds only; a failed
 * registration is silent (docs/behaviour/messages.md): the shop works without it, only not offline.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  // The app may start after the page's load (public/boot.js): then at once.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
