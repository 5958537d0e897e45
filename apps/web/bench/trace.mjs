#!/usr/bin/env node
/**
 * Where a page's main thread goes: loads it once in Chromium as Lighthouse mobile sees it (412×823 phone screen,
 * CPU slowed 4x), records a performance trace with the JS profiler's samples, and prints the work by kind (script,
 * style, layout, paint...), how many style and layout passes ran, the long tasks, the DOM's size, the LCP and the
 * functions that took the most time. Build with `vite build --minify false` to read function names.
 *
 *   node bench/trace.mjs [--signed-out] [--save <dir>] / /search movie
 *
 * `movie` is the first trending demo movie's page. BENCH_API_DIST and BENCH_WEB_DIST choose the build
 * (see run.mjs); --save keeps each trace as JSON, which Chromium's DevTools Performance panel opens.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './lighthouse.mjs';
import { currentBuild, demoTitles, signUp, startServer, waitFor } from './server.mjs';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** After the network is quiet, how long to keep recording (late rows, the hero's first timers). */
const SETTLE_MS = 3000;
const PHONE = { width: 412, height: 823 };
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];
/** Trace events that are a kind of work of their own (their time is not counted again in their parents'). */
const KINDS = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
};

const args = process.argv.slice(2);
const signedOut = args.includes('--signed-out');
const saveAt = args.includes('--save') ? args[args.indexOf('--save') + 1] : null;
const pages = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--save');

function mainThread(events) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mains.has(key) && e.name === 'RunTask' && e.dur) busy.set(key, (busy.get(key) ?? 0) + e.dur);
  }
  const [main] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  return events.filter((e) => `${e.pid}:${e.tid}` === main);
}

/** Work by kind: each task's time goes to the innermost kind that covers it, the rest of a task is script/other. */
function workByKind(events) {
  const kinds = new Map();
  const add = (kind, ms) => kinds.set(kind, (kinds.get(kind) ?? 0) + ms);
  const complete = events.filter((e) => e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  for (const task of complete.filter((e) => e.name === 'RunTask')) {
    const end = task.ts + task.dur;
    const inner = complete.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && (KINDS[e.name] || isScript(e)),
    );
    // Outermost first; a kind's time excludes the kinds nested in it.
    let covered = 0;
    const stack = [];
    for (const e of inner) {
      while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
      const parent = stack.at(-1);
      const kind = KINDS[e.name] ?? 'script';
      add(kind, e.dur / 1000);
      if (parent) add(parent.kind, -e.dur / 1000);
      else covered += e.dur;
      stack.push({ end: e.ts + e.dur, kind });
    }
    add('other', (task.dur - covered) / 1000);
  }
  return kinds;
}

function isScript(e) {
  return [
    'FunctionCall',
    'EvaluateScript',
    'v8.evaluateModule',
    'RunMicrotasks',
    'TimerFire',
    'EventDispatch',
  ].includes(e.name);
}

/** Self and total time per function from the profiler's samples (already slowed down: real milliseconds). */
function functionTimes(events) {
  const nodes = new Map();
  const self = new Map();
  const total = new Map();
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk')) {
    const profile = chunk.args?.data?.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      const ms = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
      const names = new Set();
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
        const { functionName, url } = node.callFrame;
        if (['(root)', '(program)', '(idle)'].includes(functionName)) break;
        const name = `${functionName || '(anonymous)'} ${url ? path.basename(url) : ''}`.trim();
        if (node.id === id) self.set(name, (self.get(name) ?? 0) + ms);
        names.add(name);
      }
      for (const name of names) total.set(name, (total.get(name) ?? 0) + ms);
    });
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${Math.round(ms)} ms ${name}`);
  return { self: top(self, 20), total: top(total, 30) };
}

function summarise(trace, page) {
  const events = mainThread(trace.traceEvents);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur).map((e) => e.dur / 1000);
  const long = tasks.filter((ms) => ms > LONG_TASK_MS);
  const count = (name) => events.filter((e) => e.name === name && e.ph === 'X').length;
  const styled = events
    .filter((e) => e.name === 'UpdateLayoutTree')
    .reduce((t, e) => t + (e.args?.elementCount ?? 0), 0);
  const documents = trace.traceEvents.filter((e) => e.name === 'DocumentLoader::DocumentLoader').length;
  const kinds = [...workByKind(events).entries()].sort((a, b) => b[1] - a[1]);
  const { self, total } = functionTimes(trace.traceEvents);
  return [
    `main thread ${Math.round(tasks.reduce((t, ms) => t + ms, 0))} ms in ${tasks.length} tasks: ${kinds
      .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
      .join(', ')}`,
    `style recalcs ${count('UpdateLayoutTree')} over ${styled} elements, layouts ${count('Layout')}, documents loaded ${documents} (SVG pictures are documents)`,
    `long tasks ${long.length}, blocking ${Math.round(long.reduce((t, ms) => t + ms - LONG_TASK_MS, 0))} ms: ${long
      .map((ms) => Math.round(ms))
      .join(' ')}`,
    `DOM ${page.domSize} elements, ${page.images} images; LCP ${Math.round(page.lcp)} ms on ${page.lcpElement}`,
    'self time:',
    ...self.map((line) => `  ${line}`),
    'total time:',
    ...total.map((line) => `  ${line}`),
  ];
}

async function tracePage(browser, target, account, url) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  if (account) {
    await context.addCookies([
      { name: 'kinora_session', value: account.session, url: target.base },
      { name: 'XSRF-TOKEN', value: account.xsrf, url: target.base },
    ]);
  }
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = { time: 0, element: '' };
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      window.__lcp = { time: last.startTime, element: last.element?.outerHTML.slice(0, 90) ?? '' };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${target.base}${url}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const facts = await page.evaluate(() => ({
    domSize: document.querySelectorAll('*').length,
    images: document.images.length,
    lcp: window.__lcp.time,
    lcpElement: window.__lcp.element,
  }));
  const buffer = await browser.stopTracing();
  await context.close();
  return { trace: JSON.parse(buffer.toString()), facts, raw: buffer };
}

const target = currentBuild(Number(process.env.BENCH_WEB_PORT ?? 3230));
const server = startServer(target);
try {
  await waitFor(`${target.base}/cronjob/run`);
  const signedUp = await signUp(target.base);
  const account = signedOut ? null : signedUp;
  const titles = await demoTitles(target.base, signedUp.cookieHeader);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const name of pages.length ? pages : ['/']) {
      const url = titles[name] ?? name;
      const { trace, facts, raw } = await tracePage(browser, target, account, url);
      console.info(`\n== ${url} ${signedOut ? 'signed out' : 'signed in'} (CPU x${CPU_SLOWDOWN}) ==`);
      console.info(summarise(trace, facts).join('\n'));
      if (saveAt)
        writeFileSync(
          path.join(saveAt, `${name.replace(/^\//, '').replace(/\W+/g, '_') || 'home'}.trace.json`),
          raw,
        );
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
}
