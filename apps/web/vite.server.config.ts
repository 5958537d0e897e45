import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nCatalogs } from './i18n-catalogs';

/**
 * The server's render of the first screen (src/entry-server.tsx, decision 017), built on its own into dist-server/,
 * next to the public dist/ and never inside it. Everything is bundled in, React included: the API loads the file
 * from wherever the web build sits, with no node_modules beside it. The client build (vite.config.ts) is untouched.
 */
export default defineConfig({
  plugins: [i18nCatalogs(), react()],
  resolve: { tsconfigPaths: true },
  // React's production build whatever NODE_ENV the API runs with (the journeys run it unset): the dev build renders
  // several times slower and checks nothing the tests need.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
