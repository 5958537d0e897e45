import { defineConfig } from 'tsup';

/** Bundles the server with the workspace packages (they ship TypeScript source); npm deps stay external. */
export default defineConfig({
  entry: ['src/server.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@kinora\//],
});
