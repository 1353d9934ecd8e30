import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** Environment for startTestApp / loadConfig that points the app at this server. */
  env: Record<string, string>;
  /** Where s3rver keeps the bucket's files (to prove what is and is not stored). */
  directory: string;
  close(): Promise<void>;
}

/** Environment for startTestApp / loadConfig that points the app at an s3rver bucket. */
export const s3Env = (bucket: string, endpoint: string): Record<string, string> => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

/** A real S3 REST API (s3rver) on a random loopback port, with one empty bucket. */
export async function startTestS3(bucket = 'voxbook-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'voxbook-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    directory,
    env: s3Env(bucket, endpoint),
    async close() {
      // Clients keep sockets alive; close them so the server can stop at once.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
