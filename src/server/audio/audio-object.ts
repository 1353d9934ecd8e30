/** A file extension for an audio content type, for attachment and archive names. */
export function audioExtension(contentType: string, path = ''): string {
  const fromPath = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
  if (fromPath) return fromPath;
  const map: Record<string, string> = {
    'audio/webm': 'webm',
    'audio/ogg': 'ogg',
    'audio/mp4': 'm4a',
    'audio/x-m4a': 'm4a',
    'audio/mpeg': 'mp3',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'audio/wave': 'wav',
  };
  return map[contentType.split(';')[0]!.trim().toLowerCase()] ?? 'bin';
}
