/** Hands the browser a URL to save as `fileName`: its own download, streamed to disk with its own progress. */
export function saveUrl(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Saves a small file the page has already fetched (a QR code, a CSV). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    saveUrl(url, fileName);
  } finally {
    // Revoked a moment later: some browsers start reading the blob only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
