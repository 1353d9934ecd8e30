// The files the container image runs (Dockerfile, docs/decisions/060): the compiled server, the built client and
// the parts of node_modules the server really loads. Run in the image's build stage, after `npm run build` and
// `tsc -p tsconfig.server.json`:  node --import tsx scripts/image-files.ts build/src image
import { nodeFileTrace } from '@vercel/nft';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Files the tracer cannot see, named here: they are read through a path made at run time. The fonts every PDF embeds
 * (pdf/pdf-document.ts resolves them with createRequire).
 */
const UNTRACEABLE = ['dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'];

/** Every file under a folder. */
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/**
 * better-sqlite3 ships a compiled binary for every platform it supports (prebuilds/<platform>.node, ~2 MB each) and
 * picks one at run time, so the tracer keeps all eight. The build stage runs on the image's own base: the one it loads
 * here is the one the image loads; the others are left out.
 */
function unusedSqliteBinaries(require: NodeRequire): (file: string) => boolean {
  const SQLite = require('better-sqlite3') as new (file: string) => { close(): void };
  new SQLite(':memory:').close();
  const loaded = Object.keys(require.cache).filter((f) => /[\\/]better-sqlite3[\\/]prebuilds[\\/][^\\/]+\.node$/.test(f));
  if (loaded.length !== 1) return () => false; // compiled from source (build/Release): nothing to leave out
  const keep = path.relative(ROOT, loaded[0]!);
  return (file) => /(^|\/)better-sqlite3\/prebuilds\/[^/]+\.node$/.test(file) && file !== keep;
}

async function main(compiledArg: string, outArg: string) {
  const compiled = path.resolve(ROOT, compiledArg);
  const out = path.resolve(ROOT, outArg);
  if (!existsSync(path.join(compiled, 'server/main.js'))) throw new Error(`${compiled}/server/main.js is missing: run tsc -p tsconfig.server.json first`);
  if (!existsSync(path.join(ROOT, 'dist/ssr/public-server.js'))) throw new Error('dist/ is missing: run npm run build first');
  const require = createRequire(path.join(ROOT, 'package.json'));

  // The process's entries: the server, the operators' commands, and the guest page's renderer with its chunks, which
  // the server imports by a path it computes (plugins/spa.ts).
  const entries = [
    path.join(compiled, 'server/main.js'),
    ...walk(path.join(compiled, 'server/cli')).filter((f) => f.endsWith('.js')),
    ...walk(path.join(ROOT, 'dist/ssr')).filter((f) => f.endsWith('.js')),
  ];
  // Both targets of a 'module-sync' export: the tracing Node's version must not decide what the image's Node loads.
  const { fileList, warnings } = await nodeFileTrace(entries, { base: ROOT, processCwd: ROOT, moduleSyncCatchall: true });
  const unused = unusedSqliteBinaries(require);
  const files = new Set([...fileList, ...UNTRACEABLE.map((f) => path.relative(ROOT, require.resolve(f)))].filter((f) => !unused(f)));
  // The browser's files are served, not imported: all of them.
  for (const f of walk(path.join(ROOT, 'dist/client'))) files.add(path.relative(ROOT, f));
  files.add('package.json');

  rmSync(out, { recursive: true, force: true });
  const compiledRel = path.relative(ROOT, compiled);
  let bytes = 0;
  for (const file of [...files].sort()) {
    const source = path.join(ROOT, file);
    if (!statSync(source).isFile()) continue;
    // The compiled server takes the place of its sources: build/src/server/main.js runs as src/server/main.js, so its
    // paths to dist/ (plugins/spa.ts) stay what they are in the repository.
    const target = path.join(out, file.startsWith(`${compiledRel}/`) ? path.join('src', path.relative(compiledRel, file)) : file);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(source, target, { dereference: true });
    bytes += statSync(source).size;
  }
  // Imports nft could not resolve are optional ones (pg-native, the API docs page's browser bundle, better-sqlite3's
  // binary compiled from source, which a prebuilt one replaces): said, not fatal.
  const unresolved = [...warnings].filter((w) => !/swagger-ui\/static\/|better-sqlite3\/build\//.test(String(w.message)));
  for (const w of unresolved) console.warn(`image-files: ${String(w.message).split('\n')[0]}`);
  console.log(`image-files: ${files.size} files, ${(bytes / 1e6).toFixed(1)} MB in ${path.relative(ROOT, out)}/`);
}

const [compiledArg, outArg] = process.argv.slice(2);
if (!compiledArg || !outArg) {
  console.error('usage: node --import tsx scripts/image-files.ts <compiled server dir> <output dir>');
  process.exit(2);
}
await main(compiledArg, outArg);
