/** A creator-supplied link, only when it is http or https: a javascript: or data: URL must never become an href. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function publicPagePath(username: string): string {
  return `/${encodeURIComponent(username)}`;
}

/** The public page as people will type it, shown in previews: host plus path, no scheme. */
export function publicPageDisplayUrl(username: string): string {
  return `${window.location.host}/${username}`;
}
