import { CHAT, type ChatAnswer, type ChatEngine, type ChatStreamEvent, type ChatTitle } from '@kinora/domain';
import type { Deps } from '../../../deps';
import { catalogueLanguage } from '../../catalogue/catalogue-language';
import { keepForAudience, ownMedia } from '../../catalogue/kids-filter';
import type { ReadChatInput } from '../chat-input';
import type { HostedModel } from '../chat-models';
import { asksForWatched } from '../recommender/asks-for-watched';
import type { Viewer } from '../recommender/viewer';
import { hostedClient } from './hosted-client';
import { DeadlineExceeded, hostedFailure } from './hosted-errors';
import { cleanText, type ModelAnswer, type ModelTitle, parseModelAnswer } from './model-output';
import { buildMessages } from './prompt';
import { resolveModelTitle, type TitleRules } from './resolve-titles';
import { AnswerStream } from './stream-parser';

/**
 * A question answered by a hosted model: whole (for the REST door) or streamed (for the web app). Both ask the
 * same prompt, read the answer with the same strict parser and resolve every title against the catalogue; both
 * finish within the configured deadline or fail with a clear message.
 */

export type HostedRun = {
  deps: Deps;
  hosted: HostedModel;
  engine: ChatEngine;
  input: ReadChatInput;
  /**
   * Read on first need (the first title to look up), not before the model is asked: the question goes out
   * first, and the first words come back without waiting for the database.
   */
  viewer: () => Promise<Viewer>;
  /** Aborts the upstream call when the asker goes away. */
  signal?: AbortSignal;
};

const TEMPERATURE = 0.5;

/** Aborts at the deadline or when the caller's signal fires; `passed` tells a timeout from a hang-up. */
function deadline(timeoutMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  const state = { passed: false };
  const timer = setTimeout(() => {
    state.passed = true;
    controller.abort(new DeadlineExceeded());
  }, timeoutMs);
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    state,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

async function rulesFor(run: HostedRun): Promise<TitleRules> {
  const year = run.deps.now().getUTCFullYear();
  return { viewer: await run.viewer(), includeWatched: asksForWatched(run.input.query, year) };
}

/** A resolved title as a kids profile may see it (kids-filter.ts): a model's suggestion is checked like any title. */
async function forAudience(run: HostedRun, rules: TitleRules, title: ChatTitle | undefined) {
  if (!title) return undefined;
  const audience = { kids: rules.viewer.kids ?? false };
  const [kept] = await keepForAudience(run.deps, audience, [title], ownMedia);
  return kept;
}

/**
 * Resolves one title, treating a catalogue hiccup as "not found" (logged) so one bad lookup spoils nothing, and
 * leaving out what a kids profile may not see.
 */
function resolver(run: HostedRun) {
  let rules: Promise<TitleRules> | undefined;
  return (title: ModelTitle): Promise<ChatTitle | undefined> => {
    rules ??= rulesFor(run);
    return rules
      .then(async (r) => forAudience(run, r, await resolveModelTitle(run.deps.catalogue, title, r)))
      .catch((error: unknown) => {
        run.deps.log.warn(
          { err: error, model: run.hosted.id },
          'could not resolve a title a hosted model named',
        );
        return undefined;
      });
  };
}

/** Keeps the first MAX_TITLES distinct titles, in the model's order. */
function collect(resolved: readonly (ChatTitle | undefined)[]): ChatTitle[] {
  const seen = new Set<string>();
  const titles: ChatTitle[] = [];
  for (const t of resolved) {
    if (!t || seen.has(`${t.media_type}:${t.id}`) || titles.length >= CHAT.MAX_TITLES) continue;
    seen.add(`${t.media_type}:${t.id}`);
    titles.push(t);
  }
  return titles;
}

function finish(run: HostedRun, parsed: ModelAnswer, titles: ChatTitle[]): ChatAnswer {
  const shows = titles.filter((t) => t.media_type === 'tv').length;
  const contentType =
    titles.length > 0 ? (shows > titles.length - shows ? 'tv' : 'movie') : (parsed.contentType ?? 'movie');
  if (titles.length > 0) {
    const introText =
      parsed.intro ||
      `Here ${titles.length === 1 ? 'is one pick' : `are ${titles.length} picks`} from ${run.engine.label}.`;
    return { introText, titles, contentType, engine: run.engine, nothingFound: null };
  }
  const nothingFound =
    parsed.titles.length > 0
      ? `I couldn't find the titles ${run.engine.label} suggested in the catalogue. Try asking differently, or pick another model.`
      : parsed.intro ||
        `${run.engine.label} didn't suggest any titles. Try asking differently, or pick another model.`;
  return {
    introText: '',
    titles: [],
    contentType,
    engine: run.engine,
    nothingFound: cleanText(nothingFound),
  };
}

/** The model is told the viewer's language: the one the request's catalogue reads in (profile, cookie, header). */
async function request(run: HostedRun) {
  return {
    model: run.hosted.model,
    messages: buildMessages(run.input.query, run.input.history, await catalogueLanguage(run.deps.catalogue)),
    temperature: TEMPERATURE,
  };
}

export async function answerHosted(run: HostedRun): Promise<ChatAnswer> {
  const client = hostedClient(run.deps.config, run.hosted);
  const timer = deadline(run.deps.config.chat.timeoutMs, run.signal);
  try {
    const completion = await client.chat.completions.create(
      { ...(await request(run)), stream: false },
      { signal: timer.signal },
    );
    const parsed = parseModelAnswer(completion.choices?.[0]?.message?.content ?? '');
    const resolve = resolver(run);
    const first = await Promise.all(parsed.titles.slice(0, CHAT.MAX_TITLES).map(resolve));
    // Spares (titles past the first MAX_TITLES) are looked up only when some of the first ones were missing.
    const spares =
      collect(first).length < CHAT.MAX_TITLES
        ? await Promise.all(parsed.titles.slice(CHAT.MAX_TITLES).map(resolve))
        : [];
    return finish(run, parsed, collect([...first, ...spares]));
  } catch (error) {
    throw hostedFailure(error, run.engine.label, timer.state.passed);
  } finally {
    timer.clear();
  }
}

type Pending = { promise: Promise<ChatTitle | undefined> };

export async function* streamHosted(run: HostedRun): AsyncGenerator<ChatStreamEvent> {
  const client = hostedClient(run.deps.config, run.hosted);
  const timer = deadline(run.deps.config.chat.timeoutMs, run.signal);
  const resolve = resolver(run);
  const reader = new AnswerStream();
  const pending: Pending[] = [];
  const shown: (ChatTitle | undefined)[] = [];
  const titleEvent = (title: ChatTitle | undefined): ChatStreamEvent[] => {
    const before = collect(shown).length;
    shown.push(title);
    const after = collect(shown);
    return after.length > before ? [{ type: 'title', title: after[after.length - 1] as ChatTitle }] : [];
  };
  let abortStream: (() => void) | undefined;
  try {
    const stream = await client.chat.completions.create(
      { ...(await request(run)), stream: true },
      { signal: timer.signal },
    );
    abortStream = () => stream.controller.abort();
    const chunks = stream[Symbol.asyncIterator]();
    // Settles, never rejects: a chunk wait left behind by a faster title must not become an unhandled rejection.
    const nextChunk = () =>
      chunks.next().then(
        (r) => ({ kind: 'chunk' as const, r }),
        (error: unknown) => ({ kind: 'failed' as const, error }),
      );
    let chunkWait = nextChunk();
    for (;;) {
      // Whichever comes first: the next piece of text, or the next title (in order) finishing its lookup.
      const waiting = pending[shown.length];
      const winner = await Promise.race([
        chunkWait,
        ...(waiting ? [waiting.promise.then((title) => ({ kind: 'title' as const, title }))] : []),
      ]);
      if (winner.kind === 'title') {
        yield* titleEvent(winner.title);
        continue;
      }
      if (winner.kind === 'failed') throw winner.error;
      if (winner.r.done) break;
      chunkWait = nextChunk();
      const delta = winner.r.value.choices?.[0]?.delta?.content;
      if (!delta) continue;
      const { text, titles } = reader.push(delta);
      if (text) yield { type: 'text', text };
      for (const t of titles) pending.push({ promise: resolve(t) });
    }
    const parsed = parseModelAnswer(reader.text);
    // Whatever the incremental reader could not see (odd formatting) is taken from the strict parse.
    const rest = parsed.intro.startsWith(reader.introSoFar)
      ? parsed.intro.slice(reader.introSoFar.length)
      : '';
    if (rest) yield { type: 'text', text: rest };
    for (const t of parsed.titles.slice(pending.length)) pending.push({ promise: resolve(t) });
    for (let i = shown.length; i < pending.length; i++) {
      if (collect(shown).length >= CHAT.MAX_TITLES) break;
      yield* titleEvent(await (pending[i] as Pending).promise);
    }
    yield { type: 'done', answer: finish(run, parsed, collect(shown)) };
  } catch (error) {
    throw hostedFailure(error, run.engine.label, timer.state.passed);
  } finally {
    timer.clear();
    // Stops reading the upstream when the asker went away mid-answer (harmless once it has finished).
    abortStream?.();
  }
}
