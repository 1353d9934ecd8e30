import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { STORAGE_QUOTA_DEFAULTS } from '../shared/reliability.limits.js';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
    DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    S3_BUCKET: optional,
    S3_ENDPOINT: optional.pipe(z.url().optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: flag,
    SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Voxbook <no-reply@voxbook.local>'),
    SESSION_SECRET: optional,
    ADMIN_USERNAME: optional,
    ADMIN_PASSWORD: optional,
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    GITHUB_CLIENT_ID: optional,
    GITHUB_CLIENT_SECRET: optional,
    OIDC_ISSUER_URL: optional.pipe(z.url().optional()),
    // GitHub's web and API origins; tests point them at a local OAuth server.
    GITHUB_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
    GITHUB_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
    TRUST_PROXY: z.string().default('loopback'),
    REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    DEMO_MODE: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // auto: pretty and coloured when stdout is a terminal, JSON lines otherwise (logger.ts).
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    // Prometheus metrics on a port of their own, never the public one; off when unset (docs/decisions/061).
    METRICS_PORT: optional.pipe(z.coerce.number<string>().int().min(0).max(65535).optional()),
    METRICS_HOST: z.string().default('127.0.0.1'),
    // The ffmpeg binary to use; found on PATH or in the bundled npm package when unset (docs/decisions/018).
    FFMPEG_PATH: optional,
    // 0: this instance runs no background jobs (others do); a reply still makes its own copy in its request.
    JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).optional(),
    // Albums, and books, building at once across every instance sharing the database (each: docs/decisions/071).
    JOB_LONG_SLOTS: z.coerce.number().int().min(1).max(64).default(2),
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    // Idle keep-alive connections close after this; above the idle timeout of the proxy in front (docs/decisions/036).
    HTTP_KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
  })
  .refine((e) => !e.ADMIN_PASSWORD || e.ADMIN_USERNAME, {
    message: 'ADMIN_PASSWORD is set but ADMIN_USERNAME is not',
    path: ['ADMIN_USERNAME'],
  })
  .refine((e) => !e.ADMIN_PASSWORD || e.ADMIN_PASSWORD.length >= 8, {
    message: 'ADMIN_PASSWORD must be at least 8 characters',
    path: ['ADMIN_PASSWORD'],
  });

export type Env = z.infer<typeof EnvSchema>;

/** Every environment variable the configuration reads (the compose files' test checks against it). */
export const ENV_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  secureCookies: boolean;
  databaseUrl?: string;
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  smtpUrl?: string;
  mailFrom: string;
  sessionSecret: string;
  admin?: { username: string; password: string };
  google?: { clientId: string; clientSecret: string; issuerUrl: string };
  github?: { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; apiUrl: string };
  trustProxy: string | boolean;
  redisUrl?: string;
  /** Prefix of rate-limit keys in Redis (instances of one deployment share it). */
  redisNamespace: string;
  nodeEnv: Env['NODE_ENV'];
  demoMode: boolean;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  /** Where this instance serves its Prometheus metrics; undefined: not served (docs/decisions/061). */
  metrics?: { port: number; host: string };
  /** FFMPEG_PATH, when the operator names the binary. */
  ffmpegPath?: string;
  /** The background job worker of this instance (jobs/job-queue.ts). */
  jobs: { concurrency: number; longSlots: number; leaseMs: number; pollMs: number };
  /** scrypt's cost (log2 N) for new password hashes: PASSWORD_HASH_COST, lowered by the test harness only. */
  passwordHashCost: number;
  /** Limits an operator may tune; defaults come from docs/product-spec.md (section 9) and the decision records. */
  limits: {
    galleryImageBytes: number;
    galleryVideoBytes: number;
    /** Storage one profile's gallery (files and thumbnails) may use. */
    profileGalleryBytes: number;
    /** Storage one profile's voice messages and replies may use. */
    profileVoiceBytes: number;
    /** Uploads are refused while the data disk has less free space than this (disk store only). */
    minFreeDiskBytes: number;
    /** Bytes of recordings nobody has sent yet, per sender and in all (modules/messages/unclaimed-budget.ts). */
    unclaimedVoiceBytesPerSender: number;
    unclaimedVoiceBytes: number;
  };
  /** Requests allowed per client per window, by kind of call (plugins/rate-limit.ts). */
  rateLimits: Record<RateLimitName, RateLimit>;
  /** How long a client may hold a connection without doing its part (plugins/slow-clients.ts, docs/decisions/036). */
  http: HttpTimeouts;
}

export interface HttpTimeouts {
  /** The request line and headers must have arrived this long after the request began (or the connection opened). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this: a backstop above the largest upload's time. */
  requestTimeoutMs: number;
  /** A connection on which no byte moves for this long while it is the client's turn (to send, or to read) closes. */
  idleTimeoutMs: number;
  /** An idle connection between requests closes after this. */
  keepAliveTimeoutMs: number;
  /** A request body must bring at least `minBytes` in every `windowMs` while the server waits for it, or end. */
  bodyProgress: { windowMs: number; minBytes: number };
}

export const DEFAULT_HTTP_TIMEOUTS: Omit<HttpTimeouts, 'keepAliveTimeoutMs'> = {
  headersTimeoutMs: 20_000,
  // A 500 MB gallery video at 1.2 Mbit/s; the body progress rule ends a slower trickle long before.
  requestTimeoutMs: 60 * 60_000,
  idleTimeoutMs: 60_000,
  // 512 bytes a second, counted over half a minute: any phone that is uploading at all sends far more.
  bodyProgress: { windowMs: 30_000, minBytes: 16 * 1024 },
};

export type RateLimitName = 'auth' | 'voiceUpload' | 'voiceMessage' | 'galleryUpload' | 'galleryUnlock' | 'adminLogin' | 'pageView' | 'listen' | 'erasure';

export interface RateLimit {
  /**
   * What one client may do per window. For guests' calls (those with `perAddress`) a client is one browser (its
   * vb_client cookie) at its address; for the others, and for a request without the cookie, it is the address.
   */
  max: number;
  windowMs: number;
  /** Guests' calls: what every browser behind one address may do together, e.g. a venue's Wi-Fi (decision 040). */
  perAddress?: { max: number; windowMs: number };
}

const MINUTE = 60_000;
/** The venue the guests' limits are sized for (decision 040): 200 guests in ten minutes, behind one address. */
const VENUE_WINDOW = 10 * MINUTE;

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  auth: { max: 10, windowMs: MINUTE },
  adminLogin: { max: 10, windowMs: MINUTE },
  // A guest records, listens, records again: 20 takes a minute is more than anyone makes. Behind one address, 200
  // guests with two takes each, however close together they come.
  voiceUpload: { max: 20, windowMs: MINUTE, perAddress: { max: 400, windowMs: VENUE_WINDOW } },
  // One message per guest, and a retry or two when the Wi-Fi drops.
  voiceMessage: { max: 20, windowMs: MINUTE, perAddress: { max: 400, windowMs: VENUE_WINDOW } },
  // Requests, each of up to 50 files (the client sends a few photos in each). 200 guests sharing a few photos each,
  // in as many requests as an older client makes, one per photo.
  galleryUpload: { max: 60, windowMs: MINUTE, perAddress: { max: 600, windowMs: VENUE_WINDOW } },
  // A guest mistypes the password a few times. The address's budget is what password guessing gets from one address.
  galleryUnlock: { max: 10, windowMs: MINUTE, perAddress: { max: 200, windowMs: VENUE_WINDOW } },
  // One beacon per page load: a visitor browsing many pages stays far below it, a counter-inflating script does not.
  pageView: { max: 120, windowMs: MINUTE, perAddress: { max: 2000, windowMs: VENUE_WINDOW } },
  // A book's listen pages and their audio (a page and a few range requests per message): a family going through the
  // book together stays far below it; a script walking tokens does not (decision 048).
  listen: { max: 120, windowMs: MINUTE, perAddress: { max: 2000, windowMs: VENUE_WINDOW } },
  // A guest asking for their erasure link (docs/decisions/069): a few tries for a mistyped address, not a mail cannon.
  erasure: { max: 5, windowMs: 10 * MINUTE, perAddress: { max: 50, windowMs: VENUE_WINDOW } },
};

/**
 * scrypt's cost (log2 N) for new password hashes (modules/accounts/password.ts): 2^15 is 32 MiB and ~100 ms a hash.
 * Only the test harness lowers Config.passwordHashCost; no environment variable can.
 */
export const PASSWORD_HASH_COST = 15;

export class ConfigError extends Error {}

/** Reads the session secret from DATA_DIR, creating it once, so restarts keep signed cookies valid. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if ((e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) || (e.GITHUB_CLIENT_ID && !e.GITHUB_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  a *_CLIENT_ID is set without its *_CLIENT_SECRET');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    databaseUrl: e.DATABASE_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.OIDC_ISSUER_URL ?? 'https://accounts.google.com',
          }
        : undefined,
    github:
      e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
        ? {
            clientId: e.GITHUB_CLIENT_ID,
            clientSecret: e.GITHUB_CLIENT_SECRET,
            authorizeUrl: `${(e.GITHUB_BASE_URL ?? 'https://github.com').replace(/\/+$/, '')}/login/oauth/authorize`,
            tokenUrl: `${(e.GITHUB_BASE_URL ?? 'https://github.com').replace(/\/+$/, '')}/login/oauth/access_token`,
            apiUrl: (e.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
          }
        : undefined,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisNamespace: 'voxbook-rl:',
    nodeEnv: e.NODE_ENV,
    demoMode: e.DEMO_MODE,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    ffmpegPath: e.FFMPEG_PATH,
    // One core is left to requests: a playable copy runs ffmpeg at full speed on a core of its own.
    jobs: { concurrency: e.JOB_CONCURRENCY ?? Math.max(1, availableParallelism() - 1), longSlots: e.JOB_LONG_SLOTS, leaseMs: e.JOB_LEASE_SECONDS * 1000, pollMs: 2000 },
    passwordHashCost: PASSWORD_HASH_COST,
    limits: { galleryImageBytes: 25 * 1024 * 1024, galleryVideoBytes: 500 * 1024 * 1024, ...STORAGE_QUOTA_DEFAULTS },
    // A copy: tests tune one instance's limits, which must not change the defaults of the next.
    rateLimits: structuredClone(DEFAULT_RATE_LIMITS),
    http: { ...DEFAULT_HTTP_TIMEOUTS, bodyProgress: { ...DEFAULT_HTTP_TIMEOUTS.bodyProgress }, keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_SECONDS * 1000 },
  };
}
