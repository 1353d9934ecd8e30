import type { GuestCatalogue } from './i18n/guest-i18n.js';
import type { Language } from './i18n/languages.js';
import type { ProfileResponse } from './profile.types.js';

/**
 * The public page's data, written by the server into the HTML it sends for /{username} (docs/decisions/023), so the
 * page paints and becomes interactive without a request of its own. `profile` is null when there is no such page.
 */
export interface PublicPageData {
  username: string;
  profile: ProfileResponse | null;
  /** The language the server chose for this guest (docs/decisions/055), and its guest catalogue: the page needs no other. */
  language: Language;
  messages: GuestCatalogue;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const PUBLIC_PAGE_DATA_ID = 'vb-page-data';
