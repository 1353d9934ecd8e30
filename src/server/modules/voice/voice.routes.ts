import type { FastifyInstance } from 'fastify';
import greetingRoutes from './greeting.routes.js';
import messagePhotoRoutes from './message-photo.routes.js';
import messagesRoutes from './messages.routes.js';
import repliesRoutes from './replies.routes.js';
import voiceUploadRoutes from './voice-upload.routes.js';

/** Voice messages on the server (docs/decisions/004): uploads, messages, replies (and their public page). Unsent recordings are swept by plugins/object-sweeper.ts. */
export default async function voiceRoutes(app: FastifyInstance) {
  await app.register(voiceUploadRoutes);
  await app.register(messagePhotoRoutes);
  await app.register(messagesRoutes);
  await app.register(repliesRoutes);
  await app.register(greetingRoutes);
}
