import { useEffect } from 'react';
import { recordPageView } from './api/record-page-view.js';

// Per page load, not per render or per 5 s refresh: a reload is a new page load and the server de-duplicates it.
const sent = new Set<string>();

/** Sends the page-view beacon once, when the profile has first rendered for this username. */
export function usePageViewBeacon(username: string, ready: boolean) {
  useEffect(() => {
    if (!ready || !username || sent.has(username)) return;
    sent.add(username);
    recordPageView(username);
  }, [username, ready]);
}
