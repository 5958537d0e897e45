#!/usr/bin/env node
// Writes .br and .gz twins of the built assets, so the API serves them compressed (@fastify/static
// `preCompressed`) without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The build's folder: dist, or another one given as the argument (a private build: `vite build --outDir`).
const dist = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '../dist'));
const COMPRESSIBLE = /\.(js|css|svg|html|json|webmanifest)$/;
const MIN_BYTES = 512;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file) || file.endsWith('index.html')) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.info(`precompressed ${count} files in ${path.relative(process.cwd(), dist)}`);
