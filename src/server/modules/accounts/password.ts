import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_HASH_COST } from '../../config.js';

// scrypt with r=8, p=1 at the cost the config names (config.ts, PASSWORD_HASH_COST). Parameters live in the hash so
// they can be raised later, and a hash made at any cost verifies.
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** cost;
  const key = await derive(password, salt, n, R, P);
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A real hash of nothing, so a login for an unknown email costs the same time as a wrong password. */
const dummyHashes = new Map<number, Promise<string>>();
export function timingDummyHash(cost = PASSWORD_HASH_COST): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = hashPassword(randomBytes(16).toString('hex'), cost)));
  return hash;
}
