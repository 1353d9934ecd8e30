/**
 * Registers the service worker that keeps the guest flow's code on the device (src/client/sw.ts): once the public page
 * has been shown, recording and sending work without the network. Only in the built app; never in development.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('Service worker not registered', error));
}
