import SQLite from 'better-sqlite3';
import { cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Backs up the embedded default (SQLite + media on disk) into a new folder: a consistent online copy of the
 * database (SQLite's backup API, safe while the server runs), the media objects and the session secret.
 * Objects are copied after the database, so every object the copied database refers to is present.
 */
export async function backupDataDir(dataDir: string, target: string): Promise<{ target: string; objects: number }> {
  const dbFile = path.join(dataDir, 'voxbook.db');
  if (!existsSync(dbFile)) throw new Error(`No database at ${dbFile}: is DATA_DIR right?`);
  if (existsSync(target) && (await readdir(target)).length > 0) throw new Error(`Backup target ${target} is not empty`);
  await mkdir(target, { recursive: true });
  const db = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  try {
    await db.backup(path.join(target, 'voxbook.db'));
  } finally {
    db.close();
  }
  let objects = 0;
  const objectsDir = path.join(dataDir, 'objects');
  if (existsSync(objectsDir)) {
    await cp(objectsDir, path.join(target, 'objects'), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}.tmp`),
    });
    objects = await countFiles(path.join(target, 'objects'));
  }
  for (const f of ['session-secret']) {
    if (existsSync(path.join(dataDir, f))) await cp(path.join(dataDir, f), path.join(target, f));
  }
  await writeFile(path.join(target, 'BACKUP.json'), JSON.stringify({ createdAt: new Date().toISOString(), from: dataDir, objects }, null, 2));
  return { target, objects };
}

/** Restores a backup folder into an empty (or absent) DATA_DIR. Refuses to overwrite live data. */
export async function restoreDataDir(source: string, dataDir: string): Promise<void> {
  if (!existsSync(path.join(source, 'voxbook.db')) || !existsSync(path.join(source, 'BACKUP.json'))) {
    throw new Error(`${source} is not a Voxbook backup (no voxbook.db / BACKUP.json)`);
  }
  if (existsSync(path.join(dataDir, 'voxbook.db'))) {
    throw new Error(`${dataDir} already holds a database; restore into an empty folder`);
  }
  await mkdir(dataDir, { recursive: true });
  await cp(source, dataDir, { recursive: true, filter: (src) => path.basename(src) !== 'BACKUP.json' });
}

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) n += await countFiles(p);
    else if (!entry.name.endsWith('.meta') && (await stat(p)).isFile()) n++;
  }
  return n;
}
