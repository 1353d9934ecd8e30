import { renderToString } from 'react-dom/server';
import type { PublicPageData } from '../shared/public-page.types.js';
import { PublicApp } from './app/public-app.js';

/**
 * The guest page's markup as the browser's first render makes it (public-main.tsx hydrates it). Built by Vite's SSR
 * build into dist/ssr/public-server.js, which the server loads: docs/decisions/023.
 */
export function renderPublicApp(page: PublicPageData): string {
  return renderToString(<PublicApp page={page} />);
}
