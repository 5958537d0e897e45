import postgres from 'postgres';
import type { Mock } from 'vitest';

/**
 * Holds the next call of a mocked async function (one that wraps the real one) once it has its answer, until
 * `release()`; `reached` resolves when it gets there. It keeps a request inside its slow step (an argon2 password
 * check) for as long as a test needs to land a racing change in that window, on PGlite as on Postgres.
 */
export function pauseNextCall<Args extends unknown[], Answer>(fn: Mock<(...args: Args) => Promise<Answer>>) {
  const real = fn.getMockImplementation();
  if (!real) throw new Error('pauseNextCall needs a mock that wraps the real function');
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive!: () => void;
  const reached = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  fn.mockImplementationOnce(async (...args: Args) => {
    const answer = await real(...args);
    arrive();
    await released;
    return answer;
  });
  return { reached, release };
}

/** How long a test waits for requests to queue behind its lock before it calls the run broken. */
const QUEUE_WAIT_LIMIT_MS = 15_000;
const POLL_MS = 20;

/**
 * On Postgres: a transaction of the test's own, on its own connection, that holds whatever row locks `conn` takes
 * until `rollback()`. With it a test stops a request at a chosen statement (the one that needs a row it holds),
 * lets others run into that request's locks, and then lets everything go, in an order it knows.
 */
export async function openLockingTransaction(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const conn = await sql.reserve();
  await conn`begin`;
  return {
    conn,
    /**
     * Resolves once `count` connections of this database wait for a row or transaction lock, or once `unless`
     * settles (a request that did not queue at all, which its assertions then catch).
     */
    async untilWaiting(count: number, unless: Promise<unknown>): Promise<void> {
      let settled = false;
      unless.then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
        },
      );
      for (let waited = 0; waited < QUEUE_WAIT_LIMIT_MS; waited += POLL_MS) {
        const [row] = await sql<{ waiting: number }[]>`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`;
        if (settled || (row?.waiting ?? 0) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      throw new Error(`fewer than ${count} requests queued behind the test's lock`);
    },
    async rollback(): Promise<void> {
      await conn`rollback`;
      conn.release();
      await sql.end();
    },
  };
}
