import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { AppDeps } from './deps.js';
import { countedMailer, outboxMailer, smtpMailer } from './mail/mailer.js';
import { createMetrics, watchJobQueue } from './metrics/metrics.js';
import { queueStats } from './jobs/jobs.repository.js';
import metrics from './plugins/metrics.js';
import { loggerOptions } from './logger.js';
import errorHandler from './plugins/error-handler.js';
import validation from './plugins/validation.js';
import slowClients, { serverTimeouts } from './plugins/slow-clients.js';
import rateLimits from './plugins/rate-limit.js';
import security from './plugins/security.js';
import inputGuard from './plugins/input-guard.js';
import sessions, { SESSION_COOKIE } from './modules/accounts/sessions.plugin.js';
import { ADMIN_SESSION_COOKIE } from './modules/admin/admin-sessions.plugin.js';
import multipart from './plugins/multipart.js';
import objectSweeper from './plugins/object-sweeper.js';
import tempSweeper from './plugins/temp-sweeper.js';
import spa from './plugins/spa.js';
import apiReference from './plugins/api-reference.js';
import accountsRoutes from './modules/accounts/accounts.routes.js';
import profilesRoutes from './modules/profiles/profiles.routes.js';
import publicProfileCache from './modules/profiles/public-profile-cache.js';
import objectsRoutes from './modules/media/objects.routes.js';
import mediaRoutes from './modules/media/media.routes.js';
import linksRoutes from './modules/links/links.routes.js';
import { requireOwnProfileRow } from './modules/profiles/profiles.service.js';
import voiceUploadRoutes from './modules/messages/voice-upload.routes.js';
import messagePhotoRoutes from './modules/messages/message-photo.routes.js';
import messagesRoutes from './modules/messages/messages.routes.js';
import repliesRoutes from './modules/replies/replies.routes.js';
import greetingRoutes from './modules/greeting/greeting.routes.js';
import galleryRoutes from './modules/gallery/gallery.routes.js';
import adminRoutes from './modules/admin/admin.routes.js';
import statsRoutes from './modules/stats/stats.routes.js';
import subscribersRoutes from './modules/subscribers/subscribers.routes.js';
import { bootstrapAdmin } from './modules/admin/admin-auth.service.js';
import oauthRoutes from './modules/oauth/oauth.routes.js';
import accountEmailsRoutes from './modules/accounts/account-emails.routes.js';
import { createObjectStore } from './storage/create-store.js';
import { createAudioTools } from './audio/audio-tools.js';
import { DEFAULT_JOB_OPTIONS, JobQueue } from './jobs/job-queue.js';
import jobWorker from './plugins/job-worker.js';
import { PLAYABLE_STARTUP_JOBS, playableJobHandlers } from './modules/playable/playable-copies.js';
import keepsakeRoutes from './modules/keepsake/keepsake.routes.js';
import { keepsakeJobHandlers } from './modules/keepsake/keepsake.jobs.js';
import notificationsRoutes from './modules/notifications/notifications.routes.js';
import coHostsRoutes from './modules/co-hosts/co-hosts.routes.js';
import erasureRoutes from './modules/erasure/erasure.routes.js';
import partyRoutes from './modules/party/party.routes.js';
import { notificationJobHandlers } from './modules/notifications/notifications.jobs.js';
import { notificationTicks } from './modules/notifications/digest-schedule.js';
import { capsuleJobHandlers, capsuleTicks } from './modules/capsule/capsule.jobs.js';
import scheduler from './plugins/scheduler.js';
import healthRoutes from './modules/health/health.routes.js';
import publicPageRoutes from './modules/profiles/public-page.routes.js';
import { serializeRequest } from './request-log.js';

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
    await bootstrapAdmin({ db: database.db, config });
  } catch (err) {
    await database.close();
    throw err;
  }
  const store = await createObjectStore(config);
  const metrics = createMetrics();
  const mailer = countedMailer(
    config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.dataDir, config.mailFrom),
    (outcome) => metrics.mails.inc({ outcome }),
  );
  const audio = await createAudioTools(config.ffmpegPath);
  const jobs = new JobQueue(database.db, {
    ...DEFAULT_JOB_OPTIONS,
    ...config.jobs,
    observe: (kind, outcome, seconds) => metrics.jobDuration.observe({ kind, outcome }, seconds),
  });
  watchJobQueue(metrics, () => jobs.kinds(), (now) => queueStats(database.db, now));
  return { config, db: database.db, dialect: database.dialect, store, mailer, audio, jobs, metrics, now: Date.now, close: database.close };
}

/** The whole server. Tests build it on a temp DATA_DIR and drive it with inject(). */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const deps = await createDeps(config, opts);
  const app = Fastify({
    logger: opts.logger === false ? false : await loggerOptions(config, process.stdout.isTTY === true, { req: serializeRequest }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config.http),
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
  await app.register(validation);
  await app.register(slowClients);
  await app.register(security);
  await app.register(inputGuard);
  await app.register(rateLimits);
  await app.register(sessions);
  await app.register(multipart);
  await app.register(objectSweeper);
  await app.register(tempSweeper);
  await app.register(jobWorker, {
    handlers: { ...playableJobHandlers(deps), ...keepsakeJobHandlers(deps), ...notificationJobHandlers(deps), ...capsuleJobHandlers(deps) },
    atStart: PLAYABLE_STARTUP_JOBS,
  });
  await app.register(scheduler, { ticks: [...notificationTicks(deps), ...capsuleTicks(deps)] });
  await app.register(publicProfileCache);
  // Before the routes, like the reference: its hooks count every route's requests.
  await app.register(metrics);
  // Before the routes: it records each one as it is registered, for the OpenAPI document.
  await app.register(apiReference, { sessionCookies: { creatorSession: SESSION_COOKIE, adminSession: ADMIN_SESSION_COOKIE } });

  await app.register(accountsRoutes);
  await app.register(profilesRoutes);
  await app.register(objectsRoutes);
  await app.register(mediaRoutes);
  await app.register(linksRoutes, { ownProfileId: async (d, userId) => (await requireOwnProfileRow(d, userId)).id });
  // A guest's message (docs/decisions/004): its upload and photo, then the message and the inbox; the host's reply (and
  // its public page); the greeting and prompts guests see. Unsent recordings are swept by plugins/object-sweeper.ts.
  await app.register(voiceUploadRoutes);
  await app.register(messagePhotoRoutes);
  await app.register(messagesRoutes);
  await app.register(repliesRoutes);
  await app.register(greetingRoutes);
  await app.register(keepsakeRoutes);
  await app.register(notificationsRoutes);
  await app.register(coHostsRoutes);
  await app.register(erasureRoutes);
  await app.register(partyRoutes);

  await app.register(galleryRoutes);
  await app.register(adminRoutes);
  await app.register(statsRoutes);
  await app.register(subscribersRoutes);
  await app.register(oauthRoutes);
  await app.register(accountEmailsRoutes);
  await app.register(healthRoutes);
  await app.register(spa);
  // After the static files, which it must not shadow: /favicon.svg is a file, /anna a guest's page.
  await app.register(publicPageRoutes);
  return app;
}
