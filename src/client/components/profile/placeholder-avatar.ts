const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde2e7"/><stop offset="1" stop-color="#e7d5c9"/></linearGradient></defs><rect width="120" height="120" fill="url(#g)"/><circle cx="60" cy="47" r="20" fill="#b78b7c"/><path d="M22 112c4-22 20-34 38-34s34 12 38 34" fill="#b78b7c"/></svg>`;

/** Shown when a profile has no picture or it fails to load; a data: URI so it costs no request (CSP allows data: images). */
export const PLACEHOLDER_AVATAR = `data:image/svg+xml,${encodeURIComponent(svg)}`;
