import type { Page } from 'playwright-core';

/** The host's destinations and where they live (docs/decisions/079). */
export const HOST_AREAS = {
  messages: '/admin',
  share: '/admin/share',
  keepsake: '/admin/keepsake',
  gallery: '/admin/gallery',
  event: '/admin/event',
  page: '/admin/settings',
} as const;
export type HostArea = keyof typeof HOST_AREAS;

const onHostScreen = (url: string) => {
  const { pathname } = new URL(url);
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/edit';
};

/**
 * Opens one of the host's destinations the way a host does: one tap in the navigation (the bottom bar on a phone, the
 * side column on a desktop), from the dashboard when the page is not on a host screen yet. The link is found by its
 * address, so it works in every language.
 */
export async function openHostArea(page: Page, area: HostArea): Promise<void> {
  if (page.url() === 'about:blank' || !onHostScreen(page.url())) await page.goto('/admin');
  const to = HOST_AREAS[area];
  await page.locator(`nav a[href="${to}"]:visible`).click();
  await page.waitForURL((u) => u.pathname === to);
  await page.locator('main h1').first().waitFor();
}
