#!/usr/bin/env node
/**
 * `pnpm bench` for the web app, against the built app served by the built API (fresh in-memory database,
 * demo catalogue): the gzipped JS each route loads at start (budgets: 90 KB signed out on /, 170 KB signed in),
 * Lighthouse mobile performance on / signed out and signed in (budget: 95), and the mini game's frame rate over
 * 10 s of play in headless Chromium (target: 60 fps with no frame over 32 ms).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const here = import.meta.dirname;
const dist = path.resolve(here, '../dist');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3220);
const DEBUG_PORT = 9333;
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BUDGET = { signedOutKb: 90, signedInKb: 170, lighthouse: 95, gameFps: 60 };
const PLAY_MS = 10_000;
const FLAP_EVERY_MS = 420;

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function startServer() {
  const child = spawn(process.execPath, [path.resolve(here, '../../api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MIN: '100000',
    },
    stdio: 'inherit',
  });
  return child;
}

async function signUp() {
  const first = await fetch(`${BASE}/cronjob/run`);
  const xsrf = first.headers
    .getSetCookie()
    .find((c) => c.startsWith('XSRF-TOKEN='))
    .split(';')[0];
  const response = await fetch(`${BASE}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrf.split('=')[1] },
    body: JSON.stringify({
      email: 'webbench@example.com',
      username: 'webbench',
      password: 'long enough pass',
    }),
  });
  const session = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('kinora_session='))
    .split(';')[0];
  return { cookieHeader: `${session}; ${xsrf}`, session: session.split('=')[1], xsrf: xsrf.split('=')[1] };
}

/** The gzipped size of every script a page loads until the network is quiet. */
async function initialJsKb(context, url) {
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin === BASE && u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(`${BASE}${url}`, { waitUntil: 'networkidle' });
  await page.close();
  let bytes = 0;
  for (const script of scripts) {
    const file = path.join(dist, script);
    bytes += existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`).length
      : gzipSync(readFileSync(file)).length;
  }
  return { kb: bytes / 1024, files: scripts.size };
}

/**
 * Plays Flappy Kinora for 10 s (a flap every 420 ms keeps the sprite in the air for a while; after a crash the
 * game screen keeps drawing) and records every animation frame's length in the page.
 */
async function flappyFrames(context) {
  const page = await context.newPage();
  await page.goto(`${BASE}/fun/flappy`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Start Game' }).click();
  await page.getByRole('button', { name: 'Start Game' }).waitFor({ state: 'hidden' });
  const recording = page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const times = [];
        const tick = (now) => {
          times.push(now);
          if (now - times[0] < ms) requestAnimationFrame(tick);
          else resolve(times);
        };
        requestAnimationFrame(tick);
      }),
    PLAY_MS,
  );
  const flapping = setInterval(() => void page.keyboard.press('Space').catch(() => {}), FLAP_EVERY_MS);
  const times = await recording;
  clearInterval(flapping);
  await page.close();
  const gaps = times.slice(1).map((t, i) => t - times[i]);
  return {
    fps: (gaps.length * 1000) / (times.at(-1) - times[0]),
    longestMs: Math.max(...gaps),
    over32: gaps.filter((gap) => gap > 32).length,
  };
}

async function lighthouseScore(url, cookieHeader) {
  const chrome = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=/tmp/kinora-lh-${Date.now()}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
    const result = await lighthouse(`${BASE}${url}`, {
      port: DEBUG_PORT,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      ...(cookieHeader ? { extraHeaders: { Cookie: cookieHeader } } : {}),
    });
    const audits = result.lhr.audits;
    return {
      score: Math.round(result.lhr.categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
    };
  } finally {
    chrome.kill('SIGKILL');
  }
}

const server = startServer();
const lines = [];
try {
  await waitFor(`${BASE}/cronjob/run`);
  const { cookieHeader, session, xsrf } = await signUp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const trending = await (
    await fetch(`${BASE}/api/v1/movies/trending`, { headers: { cookie: cookieHeader } })
  ).json();
  const tv = await (await fetch(`${BASE}/api/v1/tv/trending`, { headers: { cookie: cookieHeader } })).json();
  const people = await (
    await fetch(`${BASE}/api/v1/search/person/popular`, { headers: { cookie: cookieHeader } })
  ).json();
  const movie = trending.content[0];
  const show = tv.content[0];
  const person = people.content.results[0];

  const signedOut = await browser.newContext();
  const out = await initialJsKb(signedOut, '/');
  lines.push(
    `initial JS, / signed out: ${out.kb.toFixed(1)} KB gzipped in ${out.files} files (budget ${BUDGET.signedOutKb})`,
  );

  const signedIn = await browser.newContext();
  await signedIn.addCookies([
    { name: 'kinora_session', value: session, url: BASE },
    { name: 'XSRF-TOKEN', value: xsrf, url: BASE },
  ]);
  const routes = [
    '/',
    '/search',
    `/movie?id=${movie.id}&name=${encodeURIComponent(movie.title)}`,
    `/tv/details?id=${show.id}&name=${encodeURIComponent(show.name)}`,
    `/person/details?id=${person.id}&name=${encodeURIComponent(person.name)}`,
    `/watch?id=${movie.id}&name=${encodeURIComponent(movie.title)}`,
    '/anime',
    '/kdrama',
    '/directors',
    '/watchlist',
    '/history',
    '/profile',
    '/fun',
    '/fun/flappy',
  ];
  let worst = 0;
  for (const route of routes) {
    const { kb, files } = await initialJsKb(signedIn, route);
    worst = Math.max(worst, kb);
    lines.push(`initial JS, ${route.split('?')[0]} signed in: ${kb.toFixed(1)} KB gzipped in ${files} files`);
  }
  lines.push(`largest signed-in route: ${worst.toFixed(1)} KB (budget ${BUDGET.signedInKb})`);
  const frames = await flappyFrames(signedIn);
  lines.push(
    `Flappy Kinora, 10 s of play: ${frames.fps.toFixed(1)} fps, longest frame ${frames.longestMs.toFixed(1)} ms, ${frames.over32} frames over 32 ms (target ${BUDGET.gameFps} fps, none over 32 ms)`,
  );
  await browser.close();

  const landing = await lighthouseScore('/');
  lines.push(
    `Lighthouse mobile performance, / signed out: ${landing.score} (LCP ${landing.lcp}, TBT ${landing.tbt}, CLS ${landing.cls}; budget ${BUDGET.lighthouse})`,
  );
  const home = await lighthouseScore('/', cookieHeader);
  lines.push(
    `Lighthouse mobile performance, / signed in: ${home.score} (LCP ${home.lcp}, TBT ${home.tbt}, CLS ${home.cls}; budget ${BUDGET.lighthouse})`,
  );
} finally {
  server.kill('SIGTERM');
}
console.info(`\n== @kinora/web bench ==\n${lines.join('\n')}\n`);
