import type { AccountsTables } from '../modules/accounts/accounts.table.js';
import type { ProfilesTables } from '../modules/profiles/profiles.table.js';
import type { StoredObjectsTable } from '../storage/stored-objects.table.js';

/** The whole database as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case columns). */
export interface DB extends AccountsTables, ProfilesTables {
  storedObjects: StoredObjectsTable;
}
