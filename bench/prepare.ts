import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { createDeps } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { createAdmin } from '../src/server/modules/admin/admin-auth.service.js';
import { TEST_DATABASE_URL } from '../src/server/test/postgres.js';
import { scaled, seed, type SeedResult } from './seed.js';

export const ADMIN = { username: 'bench_admin', password: 'bench admin password' };

export interface Prepared {
  dataDir: string;
  databaseUrl?: string;
  seed: SeedResult;
  galleryFiles: string[];
  gallerySlug: string;
}

async function ensurePgDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Seeds once per dialect and size into bench/.data (kept between runs: a full-size seed takes minutes),
 * with a super admin for the admin measurement and a gallery of incompressible media for the ZIP one.
 */
export async function prepare(dialect: 'sqlite' | 'postgres', divisor: number, log: (m: string) => void): Promise<Prepared> {
  const dataDir = path.resolve(`bench/.data/${dialect}-${divisor}`);
  const marker = path.join(dataDir, 'prepared.json');
  const databaseUrl = dialect === 'postgres' ? await ensurePgDatabase(`voxbook_bench_${divisor}`) : undefined;
  if (existsSync(marker)) return { ...JSON.parse(readFileSync(marker, 'utf8')), dataDir, databaseUrl };

  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const deps = await createDeps(config);
  try {
    const started = Date.now();
    const result = await seed(deps.db, scaled(divisor), { onProgress: log });
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(result.counts)}`);
    // A database that has lived with its rows has been vacuumed and analysed by autovacuum; right after a bulk
    // load it has not, and PostgreSQL then reads the table pages behind every index entry ("today" counts: 3.8 ms
    // instead of 0.25 ms). Measure the steady state.
    if (databaseUrl) await sql`vacuum analyze`.execute(deps.db);
    await createAdmin(deps, { username: ADMIN.username, password: ADMIN.password, isSuperAdmin: true });

    // Gallery media: 16 MB files of random bytes (as incompressible as real photos and videos), 1 GB in all.
    const fileCount = Math.max(2, Math.round(64 / divisor));
    const galleryFiles: string[] = [];
    const profileId = result.bigHost.profileId;
    const slug = (await deps.db.selectFrom('creatorProfiles').select('gallerySlug').where('id', '=', profileId).executeTakeFirstOrThrow()).gallerySlug;
    for (let i = 0; i < fileCount; i++) {
      const key = `gallery/bench-${i}.mp4`;
      const bytes = randomBytes(16 * 1024 * 1024);
      await deps.store.put(key, bytes, 'video/mp4');
      galleryFiles.push(path.join(dataDir, 'objects', key));
      const now = Date.now();
      await deps.db.insertInto('storedObjects').values({ key, ownerUserId: null, ownerProfileId: profileId, purpose: 'gallery', contentType: 'video/mp4', size: bytes.length, attached: 1, createdAt: now }).execute();
      await deps.db
        .insertInto('galleryMedia')
        .values({ id: uuidv7(), profileId, objectKey: key, thumbKey: null, posterKey: null, fileType: 'video', contentType: 'video/mp4', size: bytes.length, sha256: `bench-${i}`, crc32: crc32(bytes), originalFileName: `clip-${i}.mp4`, uploaderName: 'Bench', uploaderEmail: null, uploadedAt: now })
        .execute();
    }
    const prepared = { seed: result, galleryFiles, gallerySlug: slug };
    writeFileSync(marker, JSON.stringify(prepared, null, 2));
    return { ...prepared, dataDir, databaseUrl };
  } finally {
    deps.mailer.close();
    await deps.close();
  }
}
