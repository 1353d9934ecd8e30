/**
 * Where stored media is shown from: profile and background media under /objects, gallery files under /uploads
 * (docs/product-spec.md, section 7). Paths the server already returns with their prefix are used as they are.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (path.startsWith('/objects/') || path.startsWith('/uploads/')) return path;
  if (/^https:\/\//i.test(path)) return path;
  if (path.startsWith('/')) return `/objects${path}`;
  return null;
}
