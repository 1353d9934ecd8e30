import { keyToPath } from '../../../lib/api-client.js';
import { galleryKey } from './get-gallery-info.js';

/**
 * GET /api/gallery/{slug}/download: a streamed ZIP ({slug}-gallery.zip). Used as a plain link so the browser
 * streams it to disk with its own progress, instead of holding gigabytes in page memory.
 */
export const galleryDownloadUrl = (slug: string) => `${keyToPath(galleryKey(slug))}/download`;
