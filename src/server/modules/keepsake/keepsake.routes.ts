import type { FastifyInstance } from 'fastify';
import albumRoutes from './album.routes.js';

/**
 * The keepsake (issue 23): what a host takes home (the album, the printable book and each message's listen page) and
 * the table cards that bring guests in. The archive of every message stays the voice module's Download all.
 * Each part registers its own routes file here.
 */
export default async function keepsakeRoutes(app: FastifyInstance) {
  await app.register(albumRoutes);
}
