import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogChunkFileName, catalogueOfChunk, i18nCatalogs } from './i18n-catalogs';

/** Where `pnpm dev` runs the API; in production the API serves this build itself on one origin. */
const DEV_API = 'http://localhost:3001';
const API_PATHS = ['/trpc', '/api', '/cronjob', '/img'];

const APP_VENDOR =
  /[\\/]node_modules[\\/](react-router|@tanstack|@trpc|react-hot-toast|goober|zustand|use-sync-external-store)[\\/]/;

/**
 * The pages never check data with zod (the server does), yet one import that reaches a schema pulls all of zod
 * (about 24 KB gzipped) into a page unseen. The compiler and the lint keep it out first (the domain's root holds no
 * schema; `@kinora/domain/schemas` and what loads it are refused in the web app); this is the second line: the
 * build fails if zod still reaches a chunk.
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

/**
 * Writes dist/sw.js from src/bootstrap/service-worker/worker.js (decision 012): a version that changes with any
 * built file (so a deploy installs a new worker and the page offers the reload) and the list of every script and
 * stylesheet of the build, which the worker fetches once, after the page has loaded (about 210 KB compressed), so
 * any page opens offline and shows its offline state instead of failing to load its code.
 */
function kinoraServiceWorker(): Plugin {
  const template = new URL('./src/bootstrap/service-worker/worker.js', import.meta.url);
  return {
    name: 'kinora-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      // Not the catalogues (assets/i18n/): a visitor needs one language of eight, kept as its pages fetch it.
      const precache = Object.keys(bundle).filter(
        (file) => /^assets\/.+\.(js|css)$/.test(file) && !file.startsWith('assets/i18n/'),
      );
      const version = createHash('sha256');
      for (const output of Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        version.update(output.fileName);
        if (output.type === 'asset' && output.fileName.endsWith('.html')) version.update(output.source);
      }
      const catalogs: Record<string, string[]> = {};
      for (const file of Object.keys(bundle)) {
        const locale = catalogueOfChunk(file)?.locale;
        if (!locale) continue;
        catalogs[locale] = [...(catalogs[locale] ?? []), `/${file}`];
      }
      const source = readFileSync(template, 'utf8')
        .replace('__KINORA_SW_CATALOGS__', JSON.stringify(catalogs))
        .replace('__KINORA_SW_VERSION__', JSON.stringify(version.digest('hex').slice(0, 16)))
        .replace('__KINORA_SW_PRECACHE__', JSON.stringify(precache.sort().map((file) => `/${file}`)));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/**
 * The entry script at low priority. Nothing on the first screen waits for it (the server's markup or the splash
 * paints first), and the app starts only after the page's load event (src/main.tsx), so the stylesheet and the
 * first screen's pictures should have the network before it. Vite writes the entry's tag itself, so the attribute
 * is added to the written page.
 */
function entryAtLowPriority(): Plugin {
  return {
    name: 'kinora-entry-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
        ),
    },
  };
}

export default defineConfig({
  plugins: [i18nCatalogs(), react(), tailwindcss(), refuseZod(), entryAtLowPriority(), kinoraServiceWorker()],
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
        // Catalogues are emitted chunks (entries): both names go through the one rule.
        chunkFileNames: catalogChunkFileName,
        entryFileNames: catalogChunkFileName,
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
