import { defineConfig } from 'tsup';

/**
 * Bundles the server with the workspace packages (they ship TypeScript source); npm deps stay external. The
 * picture worker is a second entry: a worker thread loads its own file (services/images/raster-pool.ts).
 */
export default defineConfig({
  entry: { server: 'src/server.ts', 'raster-worker': 'src/services/images/raster-worker.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@kinora\//],
});
