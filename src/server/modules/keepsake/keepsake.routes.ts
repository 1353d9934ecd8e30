import type { FastifyInstance } from 'fastify';
import albumRoutes from './album.routes.js';
import archiveRoutes from './archive.routes.js';
import bookRoutes from './book.routes.js';
import listenRoutes from './listen.routes.js';
import tableCardsRoutes from './table-cards.routes.js';

/**
 * The keepsake (docs/decisions/045-048): what a host takes home (the album, the printable book and each message's listen page) and
 * the table cards that bring guests in, and the archive of every message (Download all, docs/decisions/045).
 * Each part registers its own routes file here.
 */
export default async function keepsakeRoutes(app: FastifyInstance) {
  await app.register(tableCardsRoutes);
  await app.register(listenRoutes);
  await app.register(bookRoutes);
  await app.register(albumRoutes);
  await app.register(archiveRoutes);
}
