import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const API_SERVER = 'http://localhost:3000';
// Everything the Fastify server answers itself; the dev server serves the rest. A RegExp, so that
// '/r' does not also swallow '/recorder/...' or '/robots.txt'.
const PROXIED = '^/(api|admin-api|objects|uploads|r)(/|$)';

export default defineConfig({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // Inlined assets would become data: URLs; the CSP allows them for images only, so keep scripts as files.
    assetsInlineLimit: 0,
  },
  server: {
    // changeOrigin stays false: the server's cross-site check compares Origin with the Host it receives.
    proxy: { [PROXIED]: { target: API_SERVER, changeOrigin: false } },
  },
});
