import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_SERVER = 'http://localhost:3000';
// Everything the Fastify server answers itself; the dev server serves the rest. A RegExp, so that
// '/r' does not also swallow '/recorder/...' or '/robots.txt'.
const PROXIED = '^/(api|admin-api|objects|uploads|r)(/|$)';

/**
 * Writes .br and .gz beside every text asset of the build; the server sends them to browsers that accept them
 * (@fastify/static preCompressed). Compressed once at build time at the highest levels, never per request:
 * a phone on a slow link downloads the public page's ~400 KB of JavaScript as ~110 KB.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'voxbook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** Modules loaded on demand that the guest's flow can need: precached, so that it works offline once the page is shown. */
const GUEST_FLOW_MODULES = [
  'features/messages/components/record-message-modal.tsx',
  'features/messages/components/unsent-message-banner.tsx',
  'components/open-in-browser-banner.tsx',
  'components/ui/toast-list.tsx',
];

/**
 * Finds the files of the guest's flow in the bundle: the guest's entry chunk (the public page) and the chunks of
 * GUEST_FLOW_MODULES, with everything they import statically and their CSS. The service worker precaches only these, so
 * a guest on a slow network does not download the hosts' dashboards in the background.
 */
function guestFlowFiles(): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  return {
    name: 'voxbook-guest-flow',
    apply: 'build',
    files,
    generateBundle(_options, bundle) {
      files.clear();
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const visit = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const file of chunk.imports) visit(byFile.get(file));
      };
      // What the guest's page must never carry in its first load (decision 023): the app's router, its query cache, and
      // the class-merging code (the page's components join classes with cx).
      const guest = chunks.find((c) => c.name === 'guest');
      const forbidden = Object.entries(guest?.modules ?? {}).filter(([, m]) => m.renderedLength > 0).map(([id]) => id).filter((id) => /[\\/]node_modules[\\/](tailwind-merge|react-router|@tanstack)[\\/]/.test(id));
      if (forbidden.length) throw new Error(`The guest's page would load ${forbidden.join(', ')}`);
      const roots = chunks.filter((c) => (c.isEntry && c.name === 'public') || GUEST_FLOW_MODULES.some((m) => c.moduleIds.some((id) => id.endsWith(m))));
      if (roots.length < GUEST_FLOW_MODULES.length + 1) throw new Error(`guest flow chunks not found: ${GUEST_FLOW_MODULES.join(', ')}`);
      roots.forEach(visit);
    },
  };
}

const guestFlow = guestFlowFiles();

const GUEST_ENTRY = fileURLToPath(new URL('./src/client/public-main.tsx', import.meta.url));

/**
 * Everything the guest's page imports statically goes into one chunk ('guest'): on a phone network each extra
 * request costs a round trip, and the default splitting spreads it over a dozen small files shared with the app (which
 * loads this chunk too: React itself is in it). Computed once per build from the module graph.
 */
function guestChunk() {
  let members: Set<string> | null = null;
  return (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!members) {
      const found = new Set<string>();
      const visit = (moduleId: string, from: string) => {
        if (found.has(moduleId)) return;
        // The barrel re-exports every icon there is; the guest's page would carry each icon the app uses anywhere.
        if (/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(moduleId)) {
          throw new Error(`${from} (on the guest's page) imports lucide-react's index: import its icons one by one ('lucide-react/icons/mic')`);
        }
        found.add(moduleId);
        for (const next of ctx.getModuleInfo(moduleId)?.importedIds ?? []) visit(next, moduleId);
      };
      visit(GUEST_ENTRY, GUEST_ENTRY);
      members = found;
    }
    // Vite's module preload polyfill and the bundler's runtime come along too: each would be a request of its own.
    const runtime = id.includes('modulepreload-polyfill') || id === 'rolldown:runtime';
    return (members.has(id) && id !== GUEST_ENTRY) || runtime ? 'guest' : null;
  };
}

/** src/shared/i18n/{language}/{area}.json: loaded on demand, one chunk per language and area (docs/decisions/055). */
function catalogueChunk(id: string) {
  const match = /[\\/]shared[\\/]i18n[\\/]([A-Za-z-]+)[\\/]([a-z-]+)\.json$/.exec(id);
  return match ? `catalogue-${match[1]}-${match[2]}` : null;
}

const root = fileURLToPath(new URL('./src/client', import.meta.url));
const resolve = {
  // zod, configured for our CSP before any schema is built; see zod-no-eval.ts. Exact match, so the module's own
  // 'zod/v4' import and @hookform/resolvers' 'zod/v4/core' resolve as usual.
  alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/client/lib/zod-no-eval.ts', import.meta.url)) }],
};

/**
 * `vite build --ssr`: the guest page's server renderer (public-server.tsx) as dist/ssr/public-server.js, which the
 * server loads to render /{username} (docs/decisions/023). The server never imports the client's sources itself.
 */
const ssrConfig: UserConfig = {
  root,
  publicDir: false,
  plugins: [react()],
  resolve,
  build: {
    outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: { 'public-server': fileURLToPath(new URL('./src/client/public-server.tsx', import.meta.url)) },
      output: { entryFileNames: '[name].js' },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrConfig : {
  root,
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    guestFlow,
    // The service worker (src/client/sw.ts; docs/decisions/021), registered by the public page itself.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css}'],
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((e) => guestFlow.files.has(e.url) || e.url.startsWith('recorder/')), warnings: [] }),
        ],
      },
    }),
  ],
  resolve,
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // Inlined assets would become data: URLs; the CSP allows them for images only, so keep scripts as files.
    assetsInlineLimit: 0,
    // Two pages: the app, and the guest's page (/{username}), which the server renders and fills (docs/decisions/023).
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./src/client/index.html', import.meta.url)),
        public: fileURLToPath(new URL('./src/client/public.html', import.meta.url)),
      },
      // Each language's catalogue is a chunk of its own ('catalogue-es-guest'), never named like the guest's chunk.
      output: { codeSplitting: { groups: [{ name: guestChunk() }, { name: catalogueChunk }] } },
    },
  },
  server: {
    // changeOrigin stays false: the server's cross-site check compares Origin with the Host it receives.
    proxy: { [PROXIED]: { target: API_SERVER, changeOrigin: false } },
  },
}));
