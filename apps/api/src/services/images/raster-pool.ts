import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RasterReply, RasterRequest } from './raster-worker';

/**
 * Runs raster-worker.ts on a worker thread and queues the drawings it is handed, so pictures are rendered one
 * (or `workers`) at a time off the server's own thread: fifty cold pictures wait their turn instead of taking
 * the event loop with them. A queue past `maxQueued` refuses more (the caller answers 503) rather than growing
 * without end. A worker that dies fails what it held; the next job starts a new one. A closed pool (the server
 * is shutting down) refuses what it is handed and fails what was waiting or drawing, also as a 503: the picture
 * is fine, only this instance is going away.
 */
export type RasterPool = {
  toWebp(svg: string): Promise<Uint8Array>;
  /** Jobs waiting or running, for tests and the bench. */
  pending(): number;
  close(): Promise<void>;
};

/** The pool cannot draw a picture now, though another try (shortly, or on the other instance) can. */
export class RasterUnavailableError extends Error {}

export class RasterQueueFullError extends RasterUnavailableError {
  constructor() {
    super('too many pictures waiting to be drawn');
  }
}

export class RasterPoolClosedError extends RasterUnavailableError {
  constructor() {
    super('the picture pool is closed');
  }
}

type Job = { svg: string; resolve: (webp: Uint8Array) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: Job | null; run: (job: Job) => void };

/**
 * Built, the worker sits next to the bundled server (tsup's second entry); from source (tests, `pnpm dev`) it is
 * the .ts file, which a worker thread runs only once tsx's loader is registered in that thread.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./raster-worker.js', import.meta.url));
  const worker = JSON.stringify(new URL('./raster-worker.ts', import.meta.url).href);
  // require.resolve finds the CommonJS build of tsx's API; its ES module twin sits beside it.
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = JSON.stringify(pathToFileURL(tsxApi).href);
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${worker}); });`, {
    eval: true,
  });
}

export function createRasterPool({ workers = 1, maxQueued = 256 } = {}): RasterPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  const fail = (slot: Slot, error: Error) => {
    slots.splice(slots.indexOf(slot), 1);
    slot.job?.reject(error);
    pump();
  };

  const spawn = (): Slot => {
    let waiting = -1;
    const slot: Slot = {
      worker: startWorker(),
      job: null,
      run(job) {
        slot.job = job;
        slot.worker.ref();
        waiting = nextId++;
        slot.worker.postMessage({ id: waiting, svg: job.svg } satisfies RasterRequest);
      },
    };
    slot.worker.on('message', (reply: RasterReply) => {
      const job = slot.job;
      if (!job || reply.id !== waiting) return;
      slot.job = null;
      slot.worker.unref();
      if ('webp' in reply) job.resolve(reply.webp);
      else job.reject(new Error(reply.error));
      pump();
    });
    slot.worker.on('error', (error) => fail(slot, error));
    slot.worker.on('exit', () => {
      if (slots.includes(slot)) fail(slot, new Error('the picture worker stopped'));
    });
    // Only a worker with a job in hand keeps the process alive: an idle one must not outlive the server.
    slots.push(slot);
    return slot;
  };

  function pump() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < workers ? spawn() : undefined);
      if (!slot) return;
      slot.run(queue.shift() as Job);
    }
  }

  return {
    toWebp(svg) {
      if (closed) return Promise.reject(new RasterPoolClosedError());
      if (queue.length >= maxQueued) return Promise.reject(new RasterQueueFullError());
      return new Promise((resolve, reject) => {
        queue.push({ svg, resolve, reject });
        pump();
      });
    },
    pending: () => queue.length + slots.filter((s) => s.job !== null).length,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new RasterPoolClosedError());
      const running = slots.splice(0);
      for (const slot of running) slot.job?.reject(new RasterPoolClosedError());
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}
