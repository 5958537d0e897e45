import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `pnpm dev` runs the API; in production the API serves this build itself on one origin. */
const DEV_API = 'http://localhost:3001';
const API_PATHS = ['/trpc', '/api', '/cronjob', '/img'];

const APP_VENDOR =
  /[\\/]node_modules[\\/](react-router|@tanstack|@trpc|react-hot-toast|goober|zustand|use-sync-external-store)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // `@/...` is src/, as tsconfig.json's `paths` say: one alias for the build, the tests and the type checker.
  resolve: { tsconfigPaths: true },
  server: {
    port: 3000,
    strictPort: true,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: DEV_API, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    // The API reads it to preload a signed-in visitor's App chunk along with the entry.
    manifest: true,
    // Every browser we target supports <link rel="modulepreload">; the polyfill would only cost entry bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React changes least often: its own long-cached chunk, shared by the entry and everything after it.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // The signed-in app's libraries, downloaded only once the App chunk is needed. Listed by name so a heavy
            // library that one later route adds stays in that route's chunk instead of joining every signed-in page.
            { name: 'app-vendor', test: APP_VENDOR, priority: 1 },
          ],
        },
      },
    },
  },
});
