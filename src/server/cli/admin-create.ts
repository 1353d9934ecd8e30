import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { AppError } from '../errors.js';
import { createAdmin } from '../modules/admin/admin-auth.service.js';

const USAGE = 'Usage: npm run admin:create -- --username <name> --password <password> [--email <email>] [--super]';

/** Creates an admin account in the database the environment points at (same config as the server). */
async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        email: { type: 'string' },
        super: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (!args.username || !args.password) {
    console.error(`Both --username and --password are required.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const admin = await createAdmin(database, {
      username: args.username,
      password: args.password,
      email: args.email,
      isSuperAdmin: args.super,
    });
    const kind = admin.isSuperAdmin ? 'super admin' : 'admin';
    console.log(`Created ${kind} "${admin.username}" (${admin.id}).`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof AppError) {
      const details = err.errors ? Object.entries(err.errors).map(([k, v]) => `  ${k}: ${v}`) : [];
      console.error([`Could not create the admin: ${err.message}`, ...details.slice(1)].join('\n'));
    } else if (err instanceof ConfigError) console.error(err.message);
    else console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
