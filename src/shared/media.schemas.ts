import { z } from 'zod';

/** /objects/{key}, /uploads/{key}, /admin-api/objects/{key}: a stored object's key, slashes and all. */
export const ObjectKeyParamsSchema = z.object({ '*': z.string() });
