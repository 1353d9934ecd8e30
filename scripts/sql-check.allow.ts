// The exceptions of scripts/sql-check.ts, each with its reason (docs/decisions/057). A new entry needs a reason a
// reviewer can check, and is the exception: the rule is an index for every question a request asks.

/** Tables that do not grow with the platform's hosts, guests or messages: a scan of one costs the same at any scale. */
export const SMALL_TABLES = new Set<string>([
  // One row per migration.
  'kysely_migration',
  'kysely_migration_lock',
  // The platform's own staff: a handful of accounts.
  'admin_users',
  // One row (id 1).
  'platform_counters',
]);

/**
 * Partial indexes that hold only rows in a passing state, few by construction whatever the platform's size: a walk of
 * the whole index (PostgreSQL picks one when the statement's condition is the index's predicate) stays small.
 */
export const BOUNDED_INDEXES: Record<string, string> = {
  jobs_running_slot_idx:
    "Running jobs only, and unique per lane slot (migration 030): at most one row per slot of the job lanes' fixed sizes, whatever the number of jobs.",
  stored_objects_uploader_key_idx:
    'Uploads not yet claimed by a sent message (migration 017): capped by the unclaimed-upload budget (messages/unclaimed-budget.ts) and swept when they expire.',
};

/**
 * Product functions whose statements may walk a growing table, and why: work in the background, or an admin's
 * question that no index can answer, never a host's or a guest's request.
 */
export const SCAN_ALLOWED: Record<string, string> = {
  'modules/notifications/digest.repository.ts:listPagesWaitingForDigest':
    "The digest tick, in the background once a minute: it groups the messages still waiting for a morning digest (each is deleted once its digest is sent), not the platform's messages.",
  'modules/admin/admin-stats.repository.ts:platformTotals':
    "The master admin's overview sums one counter row per page (decision 017): a single platform row would make every guest's message on the platform wait its turn at one row lock.",
  'modules/admin/admin-users.repository.ts:countUsers':
    "The master admin's free-text search counts the accounts whose name, email or username contains the words (LIKE '%q%', which no index serves); the unfiltered total reads platform_counters.",
  'modules/admin/admin-users.repository.ts:listUsersJson':
    "The master admin's free-text search over accounts (LIKE '%q%'); the unfiltered list walks the (created_at, id) index a page at a time.",
  'modules/admin/audit.repository.ts:countAuditEntries':
    "The audit log's total for its pager: the log grows with admins' actions (a few a day), not with hosts or guests.",
};

/**
 * Dialect branches in functions of their own (decision 042): the function on the left runs on one dialect only, and
 * the one on the right does its work on the other. Each is judged covered when its partner ran on the other dialect.
 */
export const DIALECT_PAIRS: Record<string, string> = {
  // A guest's message: SQLite claims, counts and inserts in one transaction of small statements, PostgreSQL in one
  // statement of data-modifying CTEs.
  'modules/messages/messages.repository.ts:<anonymous>': 'modules/messages/messages.repository.ts:insertGuestMessageClaimingUpload',
  'modules/messages/messages.repository.ts:insertMessage': 'modules/messages/messages.repository.ts:insertGuestMessageClaimingUpload',
  'modules/messages/messages.repository.ts:insertGuestMessageClaimingUpload': 'modules/messages/messages.repository.ts:insertMessage',
};
