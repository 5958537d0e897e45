import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { mailQueue } from '../../db/schema';
import type { MailMessage, MailTransport } from './transport';

/** After this many failed sends a message is given up (kept, marked failed): about a day of trying. */
export const MAIL_MAX_ATTEMPTS = 30;
const MAX_PAUSE_MS = 60 * 60 * 1000;
/** How long one instance may hold a message while sending it before another may take it over. */
const LEASE_MS = 2 * 60 * 1000;
const BATCH_SIZE = 20;

/**
 * How the services send e-mail. `send` stores the message and starts the first try without waiting for it: a
 * slow or broken mail server never holds up the request, and a failed try is repeated from the database.
 */
export interface Mailer {
  readonly kind: MailTransport['kind'];
  /** Resolves once the message is stored; delivery happens after. */
  send(message: MailMessage): Promise<void>;
  /** Tries every message whose time has come (the timer calls it). Returns how many were delivered. */
  deliverDue(): Promise<number>;
  /** Resolves when every try this instance has started is over. */
  settled(): Promise<void>;
  /** Stops the timer and waits for the tries under way. */
  stop(): Promise<void>;
  /** What waits in the queue, read by the metrics at each scrape: one small aggregate query. */
  queueState(): Promise<MailQueueState>;
}

export type MailQueueState = {
  /** Messages still to be sent (new, or failed and waiting for their retry). */
  depth: number;
  /** Messages given up after MAIL_MAX_ATTEMPTS. */
  failed: number;
  /** How long the oldest message still to be sent has waited; 0 when none waits. */
  oldestAgeSeconds: number;
};

type MailerOptions = {
  db: Database;
  transport: MailTransport;
  now: () => Date;
  log: Pick<Logger, 'warn' | 'error' | 'debug'>;
  /** The pause before the first retry; it doubles with each failure, up to an hour. */
  retryBaseMs: number;
};

type QueuedMail = typeof mailQueue.$inferSelect;

export function retryPauseMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_PAUSE_MS);
}

export function createMailer({ db, transport, now, log, retryBaseMs }: MailerOptions): Mailer {
  const tries = new Set<Promise<boolean>>();
  let timer: NodeJS.Timeout | undefined;
  let sweeping = false;

  const later = (ms: number) => new Date(now().getTime() + ms);

  /** One try; the row is deleted once the transport took the message, or rescheduled when it did not. */
  async function attempt(row: QueuedMail): Promise<boolean> {
    const message = {
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    };
    try {
      await transport.deliver(message);
    } catch (error) {
      const attempts = row.attempts + 1;
      const givenUp = attempts >= MAIL_MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailQueue)
        .set({
          attempts,
          lastError: reason.slice(0, 500),
          lockedUntil: null,
          nextAttemptAt: later(retryPauseMs(retryBaseMs, attempts)),
          failedAt: givenUp ? now() : null,
        })
        .where(eq(mailQueue.id, row.id));
      (givenUp ? log.error : log.warn).call(
        log,
        { mailId: row.id, attempts, transport: transport.kind, reason },
        givenUp
          ? 'An e-mail could not be sent and was given up'
          : 'An e-mail could not be sent; it will be retried',
      );
      return false;
    }
    await db.delete(mailQueue).where(eq(mailQueue.id, row.id));
    return true;
  }

  function track(row: QueuedMail): Promise<boolean> {
    const running = attempt(row).catch((error: unknown) => {
      // The database failed around the send: the lease lapses and the message is tried again.
      log.warn({ mailId: row.id, err: error }, 'An e-mail try could not be recorded');
      return false;
    });
    tries.add(running);
    void running.finally(() => tries.delete(running));
    return running;
  }

  /** Takes up to a batch of due messages nobody else holds; SKIP LOCKED keeps two instances off the same row. */
  async function claimDue(): Promise<QueuedMail[]> {
    const at = now();
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          isNull(mailQueue.failedAt),
          lte(mailQueue.nextAttemptAt, at),
          or(isNull(mailQueue.lockedUntil), lte(mailQueue.lockedUntil, at)),
        ),
      )
      .orderBy(mailQueue.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailQueue)
      .set({ lockedUntil: later(LEASE_MS) })
      .where(inArray(mailQueue.id, due))
      .returning();
  }

  async function deliverDue(): Promise<number> {
    let delivered = 0;
    for (const row of await claimDue()) {
      if (await track(row)) delivered += 1;
    }
    return delivered;
  }

  const pollMs = Math.min(retryBaseMs, 10_000);
  timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    deliverDue()
      .catch((error: unknown) => log.debug({ err: error }, 'The mail queue could not be read'))
      .finally(() => {
        sweeping = false;
      });
  }, pollMs);
  timer.unref();

  async function settled() {
    while (tries.size > 0) await Promise.allSettled([...tries]);
  }

  return {
    kind: transport.kind,
    async send(message) {
      const [row] = await db
        .insert(mailQueue)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          replyTo: message.replyTo ?? null,
          nextAttemptAt: now(),
          // Held by this instance for its first try, so the timer elsewhere does not send it too.
          lockedUntil: later(LEASE_MS),
          createdAt: now(),
        })
        .returning();
      if (row) void track(row);
    },
    deliverDue,
    settled,
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await settled();
    },
    async queueState() {
      const [row] = await db
        .select({
          depth: sql<number>`count(*) filter (where ${mailQueue.failedAt} is null)`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${mailQueue.failedAt} is not null)`.mapWith(Number),
          oldest:
            sql<Date | null>`min(${mailQueue.createdAt}) filter (where ${mailQueue.failedAt} is null)`.mapWith(
              mailQueue.createdAt,
            ),
        })
        .from(mailQueue);
      const oldest = row?.oldest;
      return {
        depth: row?.depth ?? 0,
        failed: row?.failed ?? 0,
        oldestAgeSeconds: oldest ? Math.max(0, (now().getTime() - oldest.getTime()) / 1000) : 0,
      };
    },
  };
}
