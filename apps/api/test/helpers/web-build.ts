import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stand-in web build: the placeholders the API fills, and a Vite manifest naming the app's chunks. */
export function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'kinora-web-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--kinora-config--><script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/app/app.tsx': { file: 'assets/app.js', imports: ['_react.js', '_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_vendor.js'] },
    }),
  );
  return dist;
}
