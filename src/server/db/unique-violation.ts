/** True when a write failed on a unique index, in either database: PostgreSQL's 23505 or SQLite's UNIQUE constraint. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/.test(e.message ?? '');
}
