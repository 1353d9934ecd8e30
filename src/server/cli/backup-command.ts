import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataDir, restoreDataDir } from './backup.js';

// npm run backup [-- --to DIR]      copies DATA_DIR (default ./data) into DIR (default ./backups/voxbook-<time>)
// npm run restore -- --from DIR     restores DIR into an empty DATA_DIR
const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({ args: rest, options: { to: { type: 'string' }, from: { type: 'string' } } });
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

try {
  if (command === 'backup') {
    const target = path.resolve(values.to ?? `./backups/voxbook-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const { objects } = await backupDataDir(dataDir, target);
    console.log(`Backed up ${dataDir} to ${target} (database and ${objects} media files).`);
  } else if (command === 'restore') {
    if (!values.from) throw new Error('Usage: npm run restore -- --from BACKUP_DIR');
    await restoreDataDir(path.resolve(values.from), dataDir);
    console.log(`Restored ${values.from} into ${dataDir}. Start Voxbook with DATA_DIR=${dataDir}.`);
  } else {
    throw new Error('Usage: backup-command.ts backup|restore');
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
