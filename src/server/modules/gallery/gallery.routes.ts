import type { FastifyInstance } from 'fastify';
import galleryGuestRoutes from './gallery-guest.routes.js';
import galleryOwnerRoutes from './gallery-owner.routes.js';
import galleryUploadsRoutes from './gallery-uploads.routes.js';

/** The photo and video gallery (docs/decisions/005) (owner settings, guest calls, /uploads serving). */
export default async function galleryRoutes(app: FastifyInstance) {
  await app.register(galleryOwnerRoutes);
  await app.register(galleryGuestRoutes);
  await app.register(galleryUploadsRoutes);
}
