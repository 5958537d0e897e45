import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, testConfig } from '../src/config';
import { jobLeases, sessions } from '../src/db/schema';
import { createJobRunner, LEASE_INTERVALS } from '../src/services/jobs/job-runner';
import { listJobRuns } from '../src/services/jobs/list-job-runs';
import type { Job } from '../src/services/jobs/registry';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite, TEST_DB } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const BASE_MS = 60_000;
/** How long the shutdown test lets a close run on before it checks that the close still waits for the job. */
const CLOSE_GRACE_MS = 300;
let clock = Date.parse('2030-01-01T00:00:00Z');
const now = () => new Date(clock);
/** The next tick, on the injected clock shared by every instance: no test waits for a timer it does not test. */
const nextTick = (ticks = 1) => {
  clock += ticks * BASE_MS;
};

type CountingJob = Job & { runs: number };

/** A job that counts its runs; `fail` makes the next runs throw. */
function countingJob(name: string, everyTicks = 1, fail?: () => string | undefined): CountingJob {
  const job: CountingJob = {
    name,
    everyTicks,
    runs: 0,
    async run() {
      job.runs += 1;
      const message = fail?.();
      if (message) throw new Error(message);
    },
  };
  return job;
}

/** A job that starts and then waits until the test lets it finish. */
function heldJob(name: string) {
  let release!: () => void;
  let arrive!: () => void;
  const started = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const job = {
    name,
    everyTicks: 1,
    runs: 0,
    finished: false,
    async run() {
      job.runs += 1;
      arrive();
      await released;
      job.finished = true;
    },
  };
  return { job, started, release };
}

const leaseOf = async (app: FastifyInstance, name: string) =>
  (await app.deps.db.select().from(jobLeases).where(eq(jobLeases.name, name)))[0];

const scrape = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' }).then((reply) => reply.body);

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

describe.skipIf(skipDatabaseSuite)('periodic jobs on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' }, { now, logStream });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs each job once per due tick, every job on its own interval', async () => {
    const everyTick = countingJob('count-every-tick');
    const everyThird = countingJob('count-every-third', 3);
    const runner = createJobRunner(t.app.deps, { jobs: [everyTick, everyThird] });
    const ran: string[][] = [];
    for (let tick = 0; tick < 7; tick++) {
      ran.push((await runner.tick()).sort());
      // A second tick at the same moment finds nothing due.
      expect(await runner.tick()).toEqual([]);
      nextTick();
    }
    expect(everyTick.runs).toBe(7);
    expect(everyThird.runs).toBe(3);
    expect(ran.map((names) => names.includes('count-every-third'))).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
    expect(await leaseOf(t.app, 'count-every-tick')).toMatchObject({ holder: null, runs: 7, failures: 0 });
  });

  it('records a failure, logs and counts it, and still runs the other jobs', async () => {
    let failure: string | undefined = 'the catalogue went away';
    const failing = countingJob('sometimes-fails', 1, () => failure);
    const other = countingJob('never-fails');
    const runner = createJobRunner(t.app.deps, { jobs: [failing, other] });
    logLines.length = 0;

    expect((await runner.tick()).sort()).toEqual(['never-fails', 'sometimes-fails']);
    expect(other.runs).toBe(1);
    expect(await leaseOf(t.app, 'sometimes-fails')).toMatchObject({
      holder: null,
      lastError: 'the catalogue went away',
      runs: 1,
      failures: 1,
    });
    expect(await leaseOf(t.app, 'never-fails')).toMatchObject({ lastError: null, runs: 1, failures: 0 });
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ job: 'sometimes-fails', msg: expect.stringMatching(/periodic job failed/) }),
    );
    const metrics = await scrape(t.app);
    expect(metrics).toContain('kinora_job_runs_total{job="sometimes-fails"} 1');
    expect(metrics).toContain('kinora_job_failures_total{job="sometimes-fails"} 1');
    expect(metrics).not.toContain('kinora_job_failures_total{job="never-fails"}');

    // A failed job is due again at its next tick like any other, and a run that succeeds clears the error.
    nextTick();
    failure = undefined;
    expect((await runner.tick()).sort()).toEqual(['never-fails', 'sometimes-fails']);
    expect(await leaseOf(t.app, 'sometimes-fails')).toMatchObject({ lastError: null, runs: 2, failures: 1 });
  });

  it('takes over the lease of an instance that crashed once it lapses, not before', async () => {
    const job = countingJob('crashed-elsewhere');
    const startedAt = now();
    await t.app.deps.db.insert(jobLeases).values({
      name: job.name,
      holder: 'an-instance-that-died',
      leasedUntil: new Date(clock + LEASE_INTERVALS * BASE_MS),
      lastStartedAt: startedAt,
    });
    const runner = createJobRunner(t.app.deps, { jobs: [job] });
    const [status] = await listJobRuns(t.app.deps, [job]);
    expect(status).toMatchObject({ isRunning: true, runs: 0, nextDueAt: new Date(clock + BASE_MS) });

    for (let tick = 1; tick < LEASE_INTERVALS; tick++) {
      nextTick();
      expect(await runner.tick()).toEqual([]);
    }
    expect(job.runs).toBe(0);
    nextTick();
    expect(await runner.tick()).toEqual([job.name]);
    expect(job.runs).toBe(1);
    const lease = await leaseOf(t.app, job.name);
    expect(lease).toMatchObject({ holder: null, runs: 1, lastStartedAt: now(), lastFinishedAt: now() });
    expect(lease?.leasedUntil.getTime()).toBeGreaterThan(clock);
    expect(lease?.leasedUntil.getTime()).toBeLessThanOrEqual(clock + BASE_MS);
  });

  it('moves the maintenance jobs into the runner, and lists each job’s runs for a status page', async () => {
    const { user } = await signedInAgent(t.app, 'jobs');
    await t.app.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(clock - 1000) })
      .where(eq(sessions.userId, user.id));
    // The maintenance jobs; the registry holds others (the alerts job...), tested with their own areas.
    const pruning = (names: string[]) => names.filter((name) => name.startsWith('prune-')).sort();
    const before = await listJobRuns(t.app.deps);
    expect(before.map((job) => job.name).slice(0, 2)).toEqual(['prune-rate-limits', 'prune-sessions']);
    expect(before[0]).toMatchObject({
      everySeconds: 600,
      runs: 0,
      failures: 0,
      lastStartedAt: null,
      lastError: null,
      isRunning: false,
      nextDueAt: now(),
    });

    expect(pruning(await t.app.jobs.tick())).toEqual(['prune-rate-limits', 'prune-sessions']);
    expect(await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const after = await listJobRuns(t.app.deps);
    for (const job of after.filter((run) => run.name.startsWith('prune-'))) {
      expect(job).toMatchObject({ runs: 1, failures: 0, lastStartedAt: now(), lastFinishedAt: now() });
      expect(job.nextDueAt.getTime()).toBeGreaterThan(clock + 9 * BASE_MS);
      expect(job.nextDueAt.getTime()).toBeLessThanOrEqual(clock + 10 * BASE_MS);
    }
    nextTick(9);
    expect(pruning(await t.app.jobs.tick())).toEqual([]);
    nextTick();
    expect(pruning(await t.app.jobs.tick())).toHaveLength(2);
  });
});

describe.skipIf(skipDatabaseSuite)('the runner of a built app', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('app.close() stops the runner and waits for the job under way', async () => {
    const held = heldJob('slow-to-finish');
    const built = await createTestApp({}, { now, jobs: [held.job] });
    const ticking = built.app.jobs.tick();
    await held.started;
    let closed = false;
    let finishedBeforeClosed = false;
    const closing = built.close().then(() => {
      closed = true;
      finishedBeforeClosed = held.job.finished;
    });
    // Long enough for a close that does not wait to end (it takes a few milliseconds): this one must not.
    await new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS));
    expect(closed).toBe(false);
    held.release();
    await closing;
    expect(finishedBeforeClosed).toBe(true);
    expect(await ticking).toEqual(['slow-to-finish']);
    expect(await built.app.jobs.tick()).toEqual([]);
  });

  it('ticks once at start and then on its timer', async () => {
    const job = countingJob('on-the-timer');
    t = await createTestApp({ JOBS_INTERVAL_SECONDS: '1' }, { now, jobs: [job] });
    t.app.jobs.start();
    await vi.waitFor(() => expect(job.runs).toBe(1));
    clock += 1000;
    await vi.waitFor(() => expect(job.runs).toBe(2), { timeout: 5000 });
  });
});

describe('JOBS_INTERVAL_SECONDS', () => {
  it('defaults to a minute and refuses what is not a whole number of seconds from 1 to 3600', () => {
    expect(testConfig().jobs.intervalMs).toBe(60_000);
    expect(testConfig({ JOBS_INTERVAL_SECONDS: '5' }).jobs.intervalMs).toBe(5000);
    for (const [value, message] of [
      ['0', 'must be at least 1 second'],
      ['1.5', 'must be a whole number of seconds'],
      ['7200', 'must be at most 3600 seconds'],
      ['soon', 'must be a number of seconds'],
    ]) {
      expect(() => testConfig({ JOBS_INTERVAL_SECONDS: value })).toThrow(ConfigError);
      expect(() => testConfig({ JOBS_INTERVAL_SECONDS: value })).toThrow(`JOBS_INTERVAL_SECONDS: ${message}`);
    }
  });
});

/** Several API instances in one process against ONE Postgres database, as behind a load balancer. */
describe.skipIf(skipDatabaseSuite || TEST_DB !== 'postgres')('periodic jobs on several instances', () => {
  let instances: TestApp[] = [];
  afterEach(async () => {
    // The first created the database and drops it: it closes last.
    for (const instance of instances.reverse()) await instance.close();
    instances = [];
  });

  async function startInstances(count: number): Promise<FastifyInstance[]> {
    const first = await createTestApp({}, { now });
    instances.push(first);
    for (let i = 1; i < count; i++) {
      instances.push(await createTestApp({}, { now, databaseUrl: first.databaseUrl }));
    }
    return instances.map((instance) => instance.app);
  }

  for (const count of [2, 3]) {
    it(`with ${count} instances ticking together, each due run happens exactly once`, async () => {
      const apps = await startInstances(count);
      const everyTick = countingJob('shared-every-tick');
      const everyOther = countingJob('shared-every-other', 2);
      const runners = apps.map((app) => createJobRunner(app.deps, { jobs: [everyTick, everyOther] }));
      for (let tick = 0; tick < 8; tick++) {
        const ran = await Promise.all(runners.map((runner) => runner.tick()));
        expect(ran.flat().filter((name) => name === 'shared-every-tick')).toHaveLength(1);
        expect(ran.flat().filter((name) => name === 'shared-every-other')).toHaveLength(
          tick % 2 === 0 ? 1 : 0,
        );
        nextTick();
      }
      expect(everyTick.runs).toBe(8);
      expect(everyOther.runs).toBe(4);
      expect(await leaseOf(apps[0]!, everyTick.name)).toMatchObject({ runs: 8, failures: 0, holder: null });
    });
  }

  it('a run under way is not started again elsewhere; a lapsed lease is taken by exactly one', async () => {
    const [first, ...others] = await startInstances(3);
    const held = heldJob('held-by-the-first');
    const runners = [first!, ...others].map((app) => createJobRunner(app.deps, { jobs: [held.job] }));
    const [holding, ...waiting] = runners;
    const firstRun = holding!.tick();
    await held.started;
    for (let tick = 1; tick < LEASE_INTERVALS; tick++) {
      nextTick();
      expect((await Promise.all(waiting.map((runner) => runner.tick()))).flat()).toEqual([]);
    }
    held.release();
    expect(await firstRun).toEqual(['held-by-the-first']);

    // The first instance "crashes" on its next run: its lease is left held, and lapses.
    const crashed = await leaseOf(first!, held.job.name);
    await first!.deps.db
      .update(jobLeases)
      .set({ holder: 'crashed', leasedUntil: new Date(clock + LEASE_INTERVALS * BASE_MS) })
      .where(eq(jobLeases.name, held.job.name));
    nextTick(LEASE_INTERVALS - 1);
    expect((await Promise.all(waiting.map((runner) => runner.tick()))).flat()).toEqual([]);
    nextTick();
    expect((await Promise.all(waiting.map((runner) => runner.tick()))).flat()).toEqual(['held-by-the-first']);
    expect(held.job.runs).toBe(2);
    expect(await leaseOf(first!, held.job.name)).toMatchObject({
      holder: null,
      runs: (crashed?.runs ?? 0) + 1,
    });
  });
});
