// The layers of the code, checked on every `npm test` (scripts/dependency-rules.test.ts; `npm run check:deps` for a look).
// docs/architecture.md draws them.
// A rule here fails the tests; change a rule only with the picture in docs/architecture.md and a decision record.

/**
 * Which server modules each module may import. Modules form a ladder, never a loop: a module may use those below
 * it (accounts at the bottom) and nothing above. Adding an arrow that closes a loop is refused below, before any
 * file is read.
 */
const MODULES = {
  accounts: [],
  health: [],
  links: ['accounts'],
  // The hosts' mails about their page's messages (docs/decisions/049): it handles the job modules/messages enqueues.
  notifications: ['accounts'],
  // The time capsule (docs/decisions/052): the seal every door asks, and the hosts' mails when it is set and opens.
  capsule: ['accounts', 'notifications'],
  profiles: ['accounts', 'links', 'capsule'],
  gallery: ['accounts', 'profiles'],
  media: ['accounts', 'profiles', 'gallery', 'capsule'],
  admin: ['accounts', 'profiles', 'media'],
  oauth: ['accounts', 'admin'],
  stats: ['accounts', 'profiles'],
  subscribers: ['accounts', 'profiles', 'stats'],
  // A recording's playable copy (docs/decisions/018): made for messages, replies and the greeting alike.
  playable: [],
  // A guest's message: its upload, photo and claim, the inbox, and the job that announces it.
  messages: ['accounts', 'profiles', 'stats', 'subscribers', 'playable', 'capsule', 'notifications'],
  // The host's reply to a message (and its public page).
  replies: ['accounts', 'profiles', 'messages', 'playable', 'capsule'],
  // The greeting and the prompts a guest sees before recording (docs/decisions/051).
  greeting: ['accounts', 'profiles', 'playable'],
  keepsake: ['accounts', 'profiles', 'gallery', 'messages', 'playable', 'media', 'capsule'],
  // Removing a co-host who was handed the listen links renews the page's listen secret (docs/decisions/067).
  'co-hosts': ['accounts', 'profiles', 'keepsake'],
  // The party screen (docs/decisions/081) shows the page's QR link, its count, consenting names and gallery photos, and
  // the photos guests sent with their messages through signed URLs, as the listen page plays recordings (082).
  party: ['accounts', 'profiles', 'gallery', 'keepsake', 'media', 'capsule'],
  // The right to be forgotten (docs/decisions/069) deletes what every module below it keeps.
  erasure: ['accounts', 'profiles', 'admin', 'messages', 'playable', 'keepsake', 'notifications', 'capsule'],
};

(function refuseLoops() {
  const state = {};
  const visit = (name, trail) => {
    if (state[name] === 'done') return;
    if (state[name] === 'open') throw new Error(`.dependency-cruiser.cjs: the modules import each other in a loop: ${[...trail, name].join(' → ')}`);
    state[name] = 'open';
    for (const dep of MODULES[name] ?? []) visit(dep, [...trail, name]);
    state[name] = 'done';
  };
  for (const name of Object.keys(MODULES)) visit(name, []);
})();

const TEST_CODE = '(\\.test\\.tsx?$|\\.test-support\\.tsx?$|\\.test-helpers\\.tsx?$|^src/server/test/|/fixtures/)';
const FEATURES = '^src/client/features/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-neither-side',
      comment: 'src/shared is read by the server and the browser alike: it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'server-and-client-apart',
      comment: 'The server and the client share only src/shared (the guest page is rendered from the built dist/ssr).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'client-and-server-apart',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'product-code-imports-no-test-code',
      comment: 'Test support lives under src/server/test/ or beside the tests as *.test-support.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'infrastructure-imports-no-module',
      comment: 'plugins/, storage/, jobs/, mail/, audio/, images/, pdf/, lib/ and metrics/ serve every module and know none of them.',
      severity: 'error',
      from: { path: '^src/server/(plugins|storage|jobs|mail|audio|images|pdf|lib|metrics)/', pathNot: TEST_CODE },
      to: { path: '^src/server/(modules|app\\.ts)' },
    },
    {
      name: 'db-knows-only-the-tables',
      comment: "db/schema.ts assembles the modules' table types into one database type; nothing else in db/ reads a module.",
      severity: 'error',
      from: { path: '^src/server/db/', pathNot: TEST_CODE },
      to: { path: '^src/server/(modules|plugins|storage|jobs|app\\.ts)', pathNot: '\\.table\\.ts$' },
    },
    {
      name: 'only-app-registers-routes',
      comment: 'Routes are the top of a module: only app.ts (and a module registering its own sub-routes) imports them.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: `(\\.routes\\.ts$|^src/server/app\\.ts$|${TEST_CODE})` },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'repositories-import-no-service',
      comment: "routes → services → repositories, never back (a repository may use storage's helpers, which are below it).",
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '^src/server/modules/.*\\.(service|routes|plugin)\\.ts$' },
    },
    ...Object.entries(MODULES).map(([name, allowed]) => ({
      name: `module-${name}-imports-only-${allowed.join('-') || 'none'}`,
      comment: `modules/${name} may import ${allowed.length ? allowed.map((a) => `modules/${a}`).join(', ') : 'no other module'} (MODULES above).`,
      severity: 'error',
      from: { path: `^src/server/modules/${name}/`, pathNot: TEST_CODE },
      to: { path: '^src/server/modules/', pathNot: `^src/server/modules/(${[name, ...allowed].join('|')})/` },
    })),
    {
      name: 'every-module-is-on-the-ladder',
      comment: 'A new module folder needs its line in MODULES above.',
      severity: 'error',
      from: { path: `^src/server/modules/(?!(${Object.keys(MODULES).join('|')})/)`, pathNot: TEST_CODE },
      to: {},
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'A client feature uses components/, lib/, recorder/, recording-upload/, capsule/ and src/shared; screens in app/ compose features.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'client-building-blocks-import-no-feature',
      severity: 'error',
      from: { path: '^src/client/(components|lib|recorder|recording-upload|capsule)/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'no-circular',
      comment: 'No file imports itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
};
