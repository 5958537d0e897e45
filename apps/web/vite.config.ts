import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where `pnpm dev` runs the API; in production the API serves this build itself on one origin. */
const DEV_API = 'http://localhost:3001';
const API_PATHS = ['/trpc', '/api', '/cronjob', '/img'];

const APP_VENDOR =
  /[\\/]node_modules[\\/](react-router|@tanstack|@trpc|react-hot-toast|goober|zustand|use-sync-external-store)[\\/]/;

/**
 * The pages never check data with zod (the server does), yet one import of a schema module from @kinora/domain
 * pulls all of zod (about 24 KB gzipped) into a page unseen. The build fails instead: import what the page
 * needs from a zod-free module of the domain (import-rules.ts, watch-regions.ts, ...).
 */
function refuseZod(): Plugin {
  const zod = /[\\/]node_modules[\\/](\.pnpm[\\/])?zod[@\\/]/;
  return {
    name: 'kinora-refuse-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const shipsZod = Object.entries(output.modules).some(
          ([id, m]) => zod.test(id) && m.renderedLength > 0,
        );
        if (shipsZod) this.error(`zod reached the web bundle in ${output.fileName}`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), refuseZod()],
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
