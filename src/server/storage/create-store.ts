import path from 'node:path';
import type { Config } from '../config.js';
import { diskStore } from './disk-store.js';
import type { ObjectStore } from './object-store.js';

export async function createObjectStore(config: Config): Promise<ObjectStore> {
  if (config.s3) {
    const { s3Store } = await import('./s3-store.js');
    return s3Store(config.s3);
  }
  return diskStore(path.join(config.dataDir, 'objects'));
}
