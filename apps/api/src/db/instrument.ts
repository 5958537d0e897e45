import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Sql } from 'postgres';

/** The statement's first word, from a fixed set: never the statement's text. */
export type QueryOperation = 'select' | 'insert' | 'update' | 'delete' | 'other';

/** Told of every statement the API sends; the metrics turn it into a histogram and an in-flight gauge. */
export type QueryObserver = {
  /** The pool's size, told once at start. */
  poolSize(max: number): void;
  sent(): void;
  answered(operation: QueryOperation, seconds: number, ok: boolean): void;
  /**
   * Only with tracing on (src/tracing/): told as a statement is sent, in its caller's async context; the
   * function it returns is told when the statement ends.
   */
  began?(operation: QueryOperation): (ok: boolean) => void;
};

const OPERATIONS = new Set<QueryOperation>(['select', 'insert', 'update', 'delete']);

function operationOf(text: string): QueryOperation {
  const word = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() as QueryOperation;
  return OPERATIONS.has(word) ? word : 'other';
}

/** Starts the clock for one statement; the returned function stops it. */
function track(observer: QueryObserver, text: string): (ok: boolean) => void {
  observer.sent();
  const started = performance.now();
  const operation = operationOf(text);
  const traced = observer.began?.(operation);
  return (ok) => {
    observer.answered(operation, (performance.now() - started) / 1000, ok);
    traced?.(ok);
  };
}

/**
 * Times every statement drizzle sends through postgres.js. drizzle sends each one with `unsafe` (in and out of
 * transactions), so that is the one function wrapped, on the pool and on every transaction's and savepoint's
 * connection. The pending query is watched with the plain Promise `then`, which does not start it: postgres.js
 * starts a query when its own `then` is first called, and drizzle still sets its options before that.
 */
export function instrumentPostgres(client: Sql, observer: QueryObserver): void {
  const watch = (sql: Sql) => {
    const unsafe = sql.unsafe.bind(sql);
    sql.unsafe = ((text: string, ...rest: unknown[]) => {
      const done = track(observer, text);
      const query = (unsafe as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
      Promise.prototype.then.call(
        query,
        () => done(true),
        () => done(false),
      );
      return query;
    }) as Sql['unsafe'];
    const withWatchedConnection =
      (open: (...args: unknown[]) => Promise<unknown>) =>
      (...args: unknown[]) => {
        const body = args.pop() as (inner: Sql) => unknown;
        return open(...args, (inner: Sql) => body(watch(inner)));
      };
    // The pool opens transactions (begin); a transaction's connection opens savepoints.
    const opener = sql as unknown as Record<string, unknown>;
    for (const name of ['begin', 'savepoint']) {
      const open = opener[name];
      if (typeof open === 'function') opener[name] = withWatchedConnection(open.bind(sql));
    }
    return sql;
  };
  watch(client);
}

type Queryable = Pick<PGlite, 'query'> | Pick<Transaction, 'query'>;

/**
 * Times every statement drizzle sends through PGlite: `query`, on the database and inside each transaction.
 * PGlite runs one statement at a time, so the time includes the wait behind the others.
 */
export function instrumentPglite(client: PGlite, observer: QueryObserver): void {
  const watch = <T extends Queryable>(target: T): T => {
    const query = target.query.bind(target) as (text: string, ...rest: unknown[]) => Promise<unknown>;
    target.query = (async (text: string, ...rest: unknown[]) => {
      const done = track(observer, text);
      try {
        const result = await query(text, ...rest);
        done(true);
        return result;
      } catch (error) {
        done(false);
        throw error;
      }
    }) as T['query'];
    return target;
  };
  watch(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((body: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => body(watch(tx)))) as PGlite['transaction'];
}
