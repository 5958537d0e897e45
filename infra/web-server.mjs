#!/usr/bin/env node
// The web app on its own port for two-instance mode: serves apps/web/dist with the runtime config embedded
// (both API addresses), and forwards /img/ (the demo catalogue's drawn images) and /preview/ (title previews) to
// whichever instance answers.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { createBalancer } from './balancer.mjs';

const root = path.resolve(import.meta.dirname, '../apps/web/dist');
const port = Number(process.env.PORT ?? 3000);
const servers = (process.env.API_SERVERS ?? 'http://localhost:3001,http://localhost:3002').split(',');
// BALANCE=true (three instances or more): the page calls its own origin and this server spreads the calls.
const balance = process.env.BALANCE === 'true' ? createBalancer(servers) : undefined;
const ownOrigin = `http://localhost:${port}`;
const runtimeConfig = {
  apiServers: balance ? [ownOrigin, ownOrigin] : [servers[0], servers[1] ?? servers[0]],
  imageBaseUrl: process.env.IMAGE_BASE_URL ?? '/img/',
  catalogue: process.env.CATALOGUE ?? 'demo',
  googleSignIn: process.env.GOOGLE_SIGN_IN === 'true',
  chatModels: JSON.parse(process.env.CHAT_MODELS_JSON ?? '[]'),
};
const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
const index = readFileSync(path.join(root, 'index.html'), 'utf8').replace(
  '<!--kinora-config-->',
  `<script id="kinora-config" type="application/json">${json}</script>`,
);
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** GETs that the API answers on the page's own origin: drawn images, and title previews (which need the session). */
const PROXIED_PREFIXES = ['/img/', '/preview/'];
/** Balanced: every API path (the health check is the client's first call). */
const BALANCED_PREFIXES = [...PROXIED_PREFIXES, '/trpc/', '/api/', '/cronjob/', '/readyz'];

function proxyToApi(req, res, attempt = 0) {
  const target = new URL(req.url, servers[attempt]);
  const headers = {
    accept: req.headers.accept ?? '*/*',
    ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
  };
  const upstream = httpRequest(target, { method: 'GET', headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () =>
    attempt + 1 < servers.length ? proxyToApi(req, res, attempt + 1) : res.writeHead(502).end(),
  );
  upstream.end();
}

createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (balance && BALANCED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return balance(req, res);
  if (PROXIED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return proxyToApi(req, res);
  const file = path.join(root, path.normalize(pathname));
  if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
    const immutable = pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    return createReadStream(file).pipe(res);
  }
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  res.end(index);
}).listen(port, () =>
  console.info(`Kinora web app on http://localhost:${port} (API: ${servers.join(', ')})`),
);
