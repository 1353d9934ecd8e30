import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { AppDeps } from './deps.js';
import { outboxMailer, smtpMailer } from './mail/mailer.js';
import errorHandler from './plugins/error-handler.js';
import rateLimits from './plugins/rate-limit.js';
import security from './plugins/security.js';
import sessions from './plugins/sessions.js';
import spa from './plugins/spa.js';
import accountsRoutes from './modules/accounts/accounts.routes.js';
import profilesRoutes from './modules/profiles/profiles.routes.js';
import { createObjectStore } from './storage/create-store.js';

export interface BuildOptions {
  /** Skip migrations (a caller that already ran them, e.g. several instances sharing one database). */
  migrate?: boolean;
  logger?: boolean;
}

/** Opens the database, store and mailer for a config. Closed again by the app's onClose. */
export async function createDeps(config: Config, opts: BuildOptions = {}): Promise<AppDeps> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (opts.migrate !== false) await migrateToLatest(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  const store = await createObjectStore(config);
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.dataDir, config.mailFrom);
  return { config, db: database.db, dialect: database.dialect, store, mailer, close: database.close };
}

/** The whole server. Tests build it on a temp DATA_DIR and drive it with inject(). */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const deps = await createDeps(config, opts);
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  // Order matters: shared deps, then external plugins, then app plugins, then routes.
  await app.register(
    fp(async (instance) => {
      instance.decorate('deps', deps);
      instance.addHook('onClose', async () => {
        deps.mailer.close();
        deps.store.close?.();
        await deps.close();
      });
    }, { name: 'deps' }),
  );
  await app.register(errorHandler);
  await app.register(security);
  await app.register(rateLimits);
  await app.register(sessions);

  await app.register(accountsRoutes);
  await app.register(profilesRoutes);

  await app.register(spa);
  return app;
}
