#!/usr/bin/env node
/**
 * `pnpm bench` for the web app, against the built app served by the built API (fresh in-memory database,
 * demo catalogue): the gzipped JS each route loads at start (budgets: 90 KB signed out on /, 170 KB signed in),
 * Lighthouse mobile on / signed out and, signed in, on /, a title page and search (the median of 5 runs per page;
 * budgets below), and the mini game's frame rate over 10 s of play in headless Chromium (target: 60 fps with no
 * frame over 32 ms).
 *
 * `--lighthouse` runs only the Lighthouse part. BENCH_RUNS sets the runs per page (5). BENCH_API_DIST and
 * BENCH_WEB_DIST point at other builds than apps/api/dist and apps/web/dist; BENCH_BASELINE=<api dist>,<web dist>
 * also serves a second build and interleaves its runs with this one's (before/after in the same conditions);
 * BENCH_LOG=<file> appends every Lighthouse run to that file as a JSON line.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '@kinora/domain';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, formatSummary, lighthouseRun, summarise } from './lighthouse.mjs';
import { build, currentBuild, demoTitles, signUp, startServer, waitFor } from './server.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3220);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY_LIGHTHOUSE = process.argv.includes('--lighthouse');
const BUDGET = { signedOutKb: 90, signedInKb: 170, gameFps: 60 };
/** Lighthouse mobile, medians: every page signed in, and the signed-out landing, whose LCP is held tighter. */
const PAGE_BUDGET = { score: 0.95, tbtMs: 200, lcpMs: 2000 };
const LANDING_BUDGET = { ...PAGE_BUDGET, lcpMs: 1500 };
const PLAY_MS = 10_000;
const FLAP_EVERY_MS = 420;

const current = currentBuild(PORT);
const baseline = process.env.BENCH_BASELINE
  ? build(...process.env.BENCH_BASELINE.split(','), 'before', PORT + 1)
  : null;

/** The gzipped size of every script a page loads until the network is quiet. */
async function initialJsKb(context, target, url) {
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin === target.base && u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(`${target.base}${url}`, { waitUntil: 'networkidle' });
  await page.close();
  let bytes = 0;
  for (const script of scripts) {
    const file = path.join(target.web, script);
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
async function flappyFrames(context, target) {
  const page = await context.newPage();
  await page.goto(`${target.base}/fun/flappy`, { waitUntil: 'networkidle' });
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

/**
 * The landing and the signed-in home in each shipped language (the browser asks for it; the server chooses it):
 * only that language's texts load, so each figure is within a few KB of English's.
 */
async function initialJsByLocale(browser, target, account) {
  const lines = [];
  for (const locale of LOCALES) {
    const signedOut = await browser.newContext({ locale });
    const out = await initialJsKb(signedOut, target, '/');
    await signedOut.close();
    const signedIn = await browser.newContext({ locale });
    await signedIn.addCookies([
      { name: 'kinora_session', value: account.session, url: target.base },
      { name: 'XSRF-TOKEN', value: account.xsrf, url: target.base },
    ]);
    const home = await initialJsKb(signedIn, target, '/');
    await signedIn.close();
    lines.push(
      `initial JS in ${locale}: / signed out ${out.kb.toFixed(1)} KB, / signed in ${home.kb.toFixed(1)} KB gzipped`,
    );
  }
  return lines;
}

/** Bundle sizes per route and the game's frame rate, on one build. */
async function bundleAndGame(target, account, routes) {
  const lines = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const signedOut = await browser.newContext();
    const out = await initialJsKb(signedOut, target, '/');
    lines.push(
      `initial JS, / signed out: ${out.kb.toFixed(1)} KB gzipped in ${out.files} files (budget ${BUDGET.signedOutKb})`,
    );
    const signedIn = await browser.newContext();
    await signedIn.addCookies([
      { name: 'kinora_session', value: account.session, url: target.base },
      { name: 'XSRF-TOKEN', value: account.xsrf, url: target.base },
    ]);
    let worst = 0;
    for (const route of routes) {
      const { kb, files } = await initialJsKb(signedIn, target, route);
      worst = Math.max(worst, kb);
      lines.push(
        `initial JS, ${route.split('?')[0]} signed in: ${kb.toFixed(1)} KB gzipped in ${files} files`,
      );
    }
    lines.push(`largest signed-in route: ${worst.toFixed(1)} KB (budget ${BUDGET.signedInKb})`);
    lines.push(...(await initialJsByLocale(browser, target, account)));
    const frames = await flappyFrames(signedIn, target);
    lines.push(
      `Flappy Kinora, 10 s of play: ${frames.fps.toFixed(1)} fps, longest frame ${frames.longestMs.toFixed(1)} ms, ${frames.over32} frames over 32 ms (target ${BUDGET.gameFps} fps, none over 32 ms)`,
    );
  } finally {
    await browser.close();
  }
  return lines;
}

/** Everything one build needs measured: its account, and the demo titles its routes name. */
async function prepare(target) {
  await waitFor(`${target.base}/cronjob/run`);
  const account = await signUp(target.base);
  const { cookieHeader } = account;
  const titles = await demoTitles(target.base, cookieHeader);
  return {
    account,
    routes: [
      '/',
      '/search',
      titles.movie,
      titles.show,
      titles.person,
      titles.watch,
      '/anime',
      '/kdrama',
      '/directors',
      '/watchlist',
      '/history',
      '/profile',
      '/fun',
      '/fun/flappy',
    ],
    pages: [
      { label: '/ signed out', path: '/', cookie: undefined, budget: LANDING_BUDGET },
      { label: '/ signed in', path: '/', cookie: cookieHeader, budget: PAGE_BUDGET },
      { label: '/movie signed in', path: titles.movie, cookie: cookieHeader, budget: PAGE_BUDGET },
      { label: '/search signed in', path: '/search', cookie: cookieHeader, budget: PAGE_BUDGET },
    ],
  };
}

const targets = baseline ? [baseline, current] : [current];
const servers = targets.map(startServer);
const lines = [];
try {
  const prepared = await Promise.all(targets.map(prepare));
  if (!ONLY_LIGHTHOUSE)
    lines.push(...(await bundleAndGame(current, prepared.at(-1).account, prepared.at(-1).routes)));

  // Round by round over every page and build, alternating which build goes first, so a busy spell on the machine
  // falls on both builds and all pages rather than on one of them.
  const results = targets.map((_, t) => prepared[t].pages.map(() => []));
  for (let run = 0; run < RUNS; run++) {
    for (let p = 0; p < prepared[0].pages.length; p++) {
      const order = run % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
      for (const t of order) {
        const page = prepared[t].pages[p];
        const result = await lighthouseRun(`${targets[t].base}${page.path}`, page.cookie);
        results[t][p].push(result);
        // Every run as it ends, so a long comparison that stops halfway still leaves its figures.
        if (process.env.BENCH_LOG) {
          appendFileSync(
            process.env.BENCH_LOG,
            `${JSON.stringify({ build: targets[t].label, page: page.label, ...result })}\n`,
          );
        }
        process.stderr.write(`lighthouse ${targets[t].label} ${page.label}: run ${run + 1}/${RUNS}\n`);
      }
    }
  }
  for (let t = 0; t < targets.length; t++) {
    lines.push(`Lighthouse mobile${baseline ? ` (${targets[t].label})` : ''}:`);
    prepared[t].pages.forEach((page, p) => {
      lines.push(...formatSummary(`  ${page.label}`, summarise(results[t][p]), page.budget));
    });
  }
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
console.info(`\n== @kinora/web bench ==\n${lines.join('\n')}\n`);
