import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';

// NODE_ENV defaults to production (config.ts). Libraries read it from the environment when they are loaded (React's
// server renderer picks its production build then), so it is set before the app's modules load.
process.env.NODE_ENV ??= 'production';
const { buildApp } = await import('./app.js');

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
