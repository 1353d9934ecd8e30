import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

// NODE_ENV defaults to production (config.ts). React reads it from the environment when the guest page's renderer
// loads (buildApp), and picks its production build then.
process.env.NODE_ENV ??= 'production';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  // Ctrl-C or SIGTERM: stop accepting, let in-flight requests finish (up to 10 s), close the database cleanly.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Voxbook is running at ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
