import type { AppDeps } from '../../deps.js';
import { deleteObject, keyFromPath } from '../../storage/uploads.js';

/** The store key behind an '/objects/...' path, or undefined when the path is not one of ours. */
export const keyOfObjectPath = keyFromPath;

/** Removes a recording from the store and its stored_objects row; a missing file is not an error. */
export async function deleteAudio(deps: AppDeps, path: string): Promise<void> {
  const key = keyFromPath(path);
  if (key) await deleteObject(deps, key);
}

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
