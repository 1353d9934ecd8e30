import type { Migration } from 'kysely';
import * as m001 from './001-accounts-profiles.js';

/** Every migration, in order. Later issues append theirs here. */
export const migrations: Record<string, Migration> = {
  '001-accounts-profiles': m001,
};
