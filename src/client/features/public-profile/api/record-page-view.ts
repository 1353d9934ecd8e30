/**
 * POST /api/profile/{username}/view: the page-view beacon. The server decides whether the visit counts
 * (once per browser per 30 minutes; never crawlers or the owner) and always answers 204, so nothing here
 * waits for or reads the answer.
 */
export function recordPageView(username: string): void {
  const url = `/api/profile/${encodeURIComponent(username)}/view`;
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  } catch {
    // Some browsers refuse beacons in some states; the keepalive fetch below does the same job.
  }
  void fetch(url, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => {});
}
