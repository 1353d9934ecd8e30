// The service worker (docs/decisions/021): it precaches the code the guest's flow can need (the public page, the record
// modal and recorder, the toasts, the capture worklet and WAV encoder) and serves exactly those files from its cache.
// It never caches API answers, pages or media: every other request goes to the network untouched.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
// A new version's precache replaces the old one once no page uses the old version any more.
cleanupOutdatedCaches();
// The first install serves the page that registered it at once (a guest who goes offline right after the page loaded).
clientsClaim();
