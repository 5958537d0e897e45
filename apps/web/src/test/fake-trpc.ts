import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

export type TrpcHandler = (input: any) => unknown;

/** Thrown by a handler to answer the way the API's error formatter does. */
export class FakeTrpcError extends Error {
  constructor(
    message: string,
    readonly httpStatus = 400,
    readonly code = 'BAD_REQUEST',
  ) {
    super(message);
  }
}

/**
 * Procedures the app asked for that the running test never declared. A test states every request its page makes:
 * a handler, or `undefined` for one that should fail with NOT_FOUND. An undeclared one still answers NOT_FOUND
 * (so the page behaves as before), and the test fails when it ends (src/test/setup.ts) naming it, instead of
 * passing with an error printed in the middle of the run.
 */
const undeclared = new Set<string>();

/** The undeclared procedures asked for since the last call, forgotten afterwards. */
export function takeUndeclaredProcedures(): string[] {
  const procedures = [...undeclared];
  undeclared.clear();
  return procedures;
}

/** The procedures and inputs of one (possibly batched) tRPC request. */
export function parseTrpcCall(url: string | URL | Request, init?: RequestInit) {
  const address = new URL(String(url));
  const procedures = decodeURIComponent(address.pathname.replace(/^\/trpc\//, '')).split(',');
  const raw = init?.method === 'POST' ? String(init.body) : address.searchParams.get('input');
  return { procedures, inputs: JSON.parse(raw || '{}') as Record<number, unknown> };
}

/**
 * What the signed-in frame itself asks on every page (the alerts bell's unread count), answered with nothing unless
 * a test declares its own: page tests need not repeat it.
 */
export const LAYOUT_HANDLERS: Record<string, TrpcHandler> = {
  'notifications.unreadCount': () => ({ count: 0 }),
};

/**
 * A stand-in for the API's tRPC door, used as `fetch`: each procedure of a batched request is answered by its
 * handler (one declared as `undefined` answers NOT_FOUND, a FakeTrpcError answers its status), and every call is
 * recorded. A procedure the handlers do not name answers NOT_FOUND too, and fails the test (`undeclared`).
 */
export function createFakeTrpc(initial: Record<string, TrpcHandler | undefined> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  // The frame's own requests count as calls only where a test declares them: a page test's calls are its page's.
  let unlisted = new Set<string>();
  const serve = (declared: Record<string, TrpcHandler | undefined>) => {
    const handlers = { ...LAYOUT_HANDLERS, ...declared };
    unlisted = new Set(Object.keys(LAYOUT_HANDLERS).filter((procedure) => !(procedure in declared)));
    fetch.mockImplementation(async (url, init) => {
      const { procedures, inputs } = parseTrpcCall(url, init);
      const isTrpcRequest = new URL(String(url)).pathname.startsWith('/trpc/');
      const answers = procedures.map((procedure, index) => {
        const handler = handlers[procedure];
        if (isTrpcRequest && !Object.hasOwn(handlers, procedure)) undeclared.add(procedure);
        try {
          if (!handler) throw new FakeTrpcError(`no handler for ${procedure}`, 404, 'NOT_FOUND');
          return { result: { data: handler(inputs[index] ?? {}) } };
        } catch (error) {
          const { message, httpStatus, code } =
            error instanceof FakeTrpcError ? error : new FakeTrpcError((error as Error).message);
          return { error: { message, code: -32000, data: { code, httpStatus, path: procedure } } };
        }
      });
      const status = answers.find((answer) => answer.error)?.error?.data.httpStatus ?? 200;
      return jsonResponse(answers, status);
    });
  };
  serve(initial);
  const calls = () =>
    fetch.mock.calls.flatMap(([url, init]) => {
      const { procedures, inputs } = parseTrpcCall(url, init);
      return procedures.flatMap((procedure, index) =>
        unlisted.has(procedure) ? [] : [{ procedure, input: inputs[index] }],
      );
    });
  return {
    fetch,
    serve,
    /** Every call so far, in order. */
    get calls() {
      return calls();
    },
    /** The inputs every call of `procedure` was made with, in order. */
    callsOf: (procedure: string) =>
      calls().flatMap((call) => (call.procedure === procedure ? [call.input ?? {}] : [])),
  };
}

/** One-shot form: a fake serving `handlers`. */
export function fakeTrpc(handlers: Record<string, TrpcHandler | undefined>) {
  return createFakeTrpc(handlers);
}

const emptyPage = () => ({ page: 1, results: [], total_pages: 1, total_results: 0 });

/** What the signed-in home asks for, answered with nothing: for tests that only pass through the home page. */
export const EMPTY_HOME_HANDLERS: Record<string, TrpcHandler> = {
  'catalogue.trending': emptyPage,
  'catalogue.category': emptyPage,
  'catalogue.popularPeople': emptyPage,
  'history.continueWatching': () => [],
  'calendar.list': () => [],
  'catalogue.picks': () => ({ becauseYouWatched: null, moreLikeYourList: [] }),
  // Right after a sign-in (`/?authUser=old`) home first asks whether the account has profiles to pick from.
  'profiles.list': () => ({ content: [], active: 'user-1' }),
};
