/**
 * Lighthouse (mobile, simulated throttling: its defaults) for the web bench: one run in a fresh headless Chromium,
 * the median of several, and the main thread's costs read from the run's own trace. One run on a shared machine
 * swings by 0.3 in score, so the bench reports medians, and the trace's counts (style and layout passes, DOM size,
 * long tasks), which move far less with the machine's load than the timings do.
 */
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { waitFor } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Lighthouse mobile runs the page unthrottled and scales its CPU work by this to simulate a mid-range phone. */
const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input (the TBT rule). */
const LONG_TASK_MS = 50;

let debugPort = Number(process.env.BENCH_DEBUG_PORT ?? 9333);

/**
 * The renderer's main thread in a trace: of the threads named CrRendererMain, the one that ran the most (the page,
 * not an about:blank that came before it).
 */
function mainThreadEvents(events) {
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

/**
 * What the main thread did, from the run's trace (observed, before Lighthouse's 4x CPU scaling): style
 * recalculations and layouts (how many, how long, how many elements restyled), and the long tasks once scaled.
 */
export function traceBreakdown(trace) {
  const events = mainThreadEvents(trace.traceEvents);
  const sum = (name) => events.filter((e) => e.name === name && e.dur).reduce((t, e) => t + e.dur / 1000, 0);
  const count = (name) => events.filter((e) => e.name === name && e.ph === 'X').length;
  const styled = events
    .filter((e) => e.name === 'UpdateLayoutTree')
    .reduce((t, e) => t + (e.args?.elementCount ?? 0), 0);
  const scaled = events
    .filter((e) => e.name === 'RunTask' && e.dur)
    .map((e) => (e.dur / 1000) * CPU_SLOWDOWN)
    .filter((ms) => ms > LONG_TASK_MS);
  return {
    styleCount: count('UpdateLayoutTree'),
    styleMs: sum('UpdateLayoutTree'),
    styledElements: styled,
    layoutCount: count('Layout'),
    layoutMs: sum('Layout'),
    longTasks: scaled.length,
    blockingMs: scaled.reduce((t, ms) => t + ms - LONG_TASK_MS, 0),
  };
}

function lcpDetails(audits) {
  const items = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = items[0]?.items?.[0]?.node?.snippet ?? '';
  const phases = Object.fromEntries(
    (items[1]?.items ?? []).map((row) => [String(row.phase).replace(/\s+/g, ''), row.timing]),
  );
  return { element, phases };
}

/** One Lighthouse mobile run of `url` in a fresh browser profile; `cookieHeader` signs it in. */
export async function lighthouseRun(url, cookieHeader) {
  const port = debugPort++;
  const chrome = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=/tmp/kinora-lh-${process.pid}-${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`);
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      ...(cookieHeader ? { extraHeaders: { Cookie: cookieHeader } } : {}),
    });
    const { audits } = result.lhr;
    // A run the page failed (no paint before Lighthouse gave up, on a machine too busy) has no score: it is left
    // out of the medians and counted as failed.
    if (result.lhr.categories.performance.score === null) {
      return { failed: result.lhr.runtimeError?.code ?? 'no score' };
    }
    const breakdown = Object.fromEntries(
      (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
    );
    return {
      score: result.lhr.categories.performance.score,
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      domSize: audits['dom-size']?.numericValue ?? 0,
      scriptMs: (breakdown.scriptEvaluation ?? 0) + (breakdown.scriptParseCompile ?? 0),
      styleLayoutMs: breakdown.styleLayout ?? 0,
      mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? 0,
      // Lighthouse's measure of this machine's speed at the time of the run: the simulated phone is this
      // machine's observed work times four, so the same build scores lower on a slower (or busier) machine.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      ...lcpDetails(audits),
      trace: traceBreakdown(result.artifacts.Trace),
    };
  } finally {
    chrome.kill('SIGKILL');
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of every figure over several runs (each figure on its own), and the LCP element seen most often. */
export function summarise(allRuns) {
  const runs = allRuns.filter((run) => !run.failed);
  if (runs.length === 0) return null;
  const at = (pick) => median(runs.map(pick));
  const elements = runs.map((r) => r.element);
  const element = elements.sort(
    (a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length,
  )[0];
  const phases = Object.fromEntries(
    Object.keys(runs[0].phases).map((phase) => [phase, at((r) => r.phases[phase] ?? 0)]),
  );
  return {
    runs: runs.length,
    failed: allRuns.length - runs.length,
    score: at((r) => r.score),
    scores: runs.map((r) => r.score),
    lcp: at((r) => r.lcp),
    fcp: at((r) => r.fcp),
    tbt: at((r) => r.tbt),
    cls: at((r) => r.cls),
    domSize: at((r) => r.domSize),
    scriptMs: at((r) => r.scriptMs),
    styleLayoutMs: at((r) => r.styleLayoutMs),
    mainThreadMs: at((r) => r.mainThreadMs),
    benchmarkIndex: at((r) => r.benchmarkIndex),
    element,
    phases,
    trace: Object.fromEntries(Object.keys(runs[0].trace).map((key) => [key, at((r) => r.trace[key])])),
  };
}

const ms = (value) => `${Math.round(value)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

/** The lines the bench prints for one page: the medians, whether they meet the budget, and the trace's counts. */
export function formatSummary(label, s, budget) {
  if (!s) return [`${label}: every run failed`];
  const checks = [
    s.score >= budget.score ? null : `score < ${budget.score}`,
    s.tbt < budget.tbtMs ? null : `TBT >= ${budget.tbtMs} ms`,
    s.lcp < budget.lcpMs ? null : `LCP >= ${seconds(budget.lcpMs)}`,
  ].filter(Boolean);
  const verdict = checks.length ? `OVER BUDGET (${checks.join(', ')})` : 'within budget';
  const t = s.trace;
  return [
    `${label}: score ${s.score.toFixed(2)} (runs ${s.scores.map((v) => v.toFixed(2)).join(' ')}), LCP ${seconds(s.lcp)}, TBT ${ms(s.tbt)}, CLS ${s.cls.toFixed(3)}, FCP ${seconds(s.fcp)}; median of ${s.runs}${s.failed ? ` (${s.failed} failed)` : ''}; budget score ${budget.score}, TBT < ${budget.tbtMs} ms, LCP < ${seconds(budget.lcpMs)}: ${verdict}`,
    `    main thread (x${CPU_SLOWDOWN}): ${ms(s.mainThreadMs)} total, script ${ms(s.scriptMs)}, style+layout ${ms(s.styleLayoutMs)}; DOM ${Math.round(s.domSize)} elements; machine benchmark index ${Math.round(s.benchmarkIndex)}`,
    `    trace (observed): ${Math.round(t.styleCount)} style recalcs ${ms(t.styleMs)} over ${Math.round(t.styledElements)} elements, ${Math.round(t.layoutCount)} layouts ${ms(t.layoutMs)}, ${Math.round(t.longTasks)} long tasks (x${CPU_SLOWDOWN}) blocking ${ms(t.blockingMs)}`,
    `    LCP ${s.element ? s.element.slice(0, 100) : '(none)'}; ${Object.entries(s.phases)
      .map(([phase, value]) => `${phase} ${ms(value)}`)
      .join(', ')}`,
  ];
}
