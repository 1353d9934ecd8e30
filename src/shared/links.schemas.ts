import { z } from 'zod';

/** DELETE /api/custom-links/{id} and /api/social-links/{id}. (The links' bodies are in links.texts.ts, beside their words.) */
export const LinkParamsSchema = z.object({ id: z.string() });
