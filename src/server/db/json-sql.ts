import type { Dialect } from './database.js';

/**
 * JSON written by the database itself, per dialect: for a large read whose rows would only be turned into
 * objects to be stringified again (the admin user list, admin-users.view-sql.ts). Expressions are SQL text built
 * from column references the caller controls, never from input.
 */
export interface JsonSql {
  object(fields: [key: string, value: string][]): string;
  bool(value: string): string;
  isoTime(ms: string): string;
  /** A column holding JSON text, put in as JSON (not as a string). */
  parsed(jsonText: string): string;
  /** A JSON value as text, as the driver should hand it over (not parsed back into objects). */
  text(json: string): string;
}

const keyValues = (fields: [string, string][]) => fields.map(([key, value]) => `'${key}', ${value}`).join(', ');

export const JSON_SQL: Record<Dialect, JsonSql> = {
  // 'unixepoch' rounds to whole milliseconds and 'subsec' keeps them, so this prints what toISOString does (checked
  // on 20,000 random times and the edges; json-sql.test.ts). datetime() costs a third of strftime('...%fZ') on SQLite
  // 3.53: 300 times per admin page were ~0.15 ms of a ~1.1 ms request.
  sqlite: {
    object: (fields) => `json_object(${keyValues(fields)})`,
    bool: (value) => `iif(${value} = 1, json('true'), json('false'))`,
    isoTime: (ms) => `replace(datetime(${ms} / 1000.0, 'unixepoch', 'subsec'), ' ', 'T') || 'Z'`,
    parsed: (jsonText) => `json(${jsonText})`,
    text: (json) => json,
  },
  // to_timestamp rounds to whole microseconds, so MS prints the stored milliseconds exactly; dividing as float8
  // costs half of numeric division and prints the same (a million random times to the year 9999 compared).
  // JSON goes out as text: the driver would otherwise parse it back into objects, the very work this saves. An
  // object is a one-row derived table turned into JSON: row_to_json costs a fifth less than json_build_object,
  // which works out each argument's type anew on every call, and it writes no blanks around its colons (an admin
  // page: 103 -> 92 KB, the bytes SQLite writes).
  postgres: {
    object: (fields) => `(select row_to_json(json_row) from (select ${fields.map(([key, value]) => `${value} as "${key}"`).join(', ')}) json_row)`,
    bool: (value) => `(${value} = 1)`,
    isoTime: (ms) => `to_char(to_timestamp(${ms} / 1000.0::float8) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    parsed: (jsonText) => `(${jsonText})::json`,
    text: (json) => `(${json})::text`,
  },
};
