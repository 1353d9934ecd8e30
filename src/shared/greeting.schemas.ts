import { z } from 'zod';
import { ObjectPathSchema } from './profile.schemas.js';

/** PUT /api/greeting: a recording this host uploaded with POST /api/voice-upload?purpose=greeting. */
export const SetGreetingSchema = z.object({ audioPath: ObjectPathSchema });
export type SetGreetingInput = z.infer<typeof SetGreetingSchema>;
