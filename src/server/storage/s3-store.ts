import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { isSafeKey, type ObjectStore } from './object-store.js';

/** An S3-compatible bucket; uploads stream in parts, reads stream with Range passed through. */
export function s3Store(cfg: NonNullable<Config['s3']>): ObjectStore {
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    // Newer SDKs add CRC checksums with aws-chunked bodies by default, which many S3-compatible servers
    // (MinIO releases, s3rver, Ceph) reject; integrity is still checked where the protocol requires it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      cfg.accessKeyId && cfg.secretAccessKey
        ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey }
        : undefined,
  });
  const Bucket = cfg.bucket;
  const check = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe object key: ${key}`);
    return key;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const upload = new Upload({ client, params: { Bucket, Key: check(key), Body: body, ContentType: contentType } });
      try {
        await upload.done(); // a failed multipart upload is aborted by lib-storage
      } catch (err) {
        // A body that failed late (e.g. over its size limit) must not leave a complete object behind.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw err;
      }
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    },
    async head(key) {
      try {
        const h = await client.send(new HeadObjectCommand({ Bucket, Key: check(key) }));
        return {
          size: h.ContentLength ?? 0,
          contentType: h.ContentType ?? 'application/octet-stream',
          etag: h.ETag ?? `"${h.ContentLength}"`,
          lastModified: h.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (err instanceof NotFound || (err as { name?: string }).name === 'NotFound') return null;
        throw err;
      }
    },
    async get(key, range) {
      const out = await client.send(
        new GetObjectCommand({ Bucket, Key: check(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return out.Body as Readable;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: check(key) }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
