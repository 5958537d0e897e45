import { CHAT, type ChatContextEntry, type MediaType } from '@kinora/domain';
import type { Catalogue } from '@kinora/tmdb';
import { buildIntent } from './build-intent';
import { hasSubject, type Intent, onlyNarrows, type TitleRef } from './intent';
import { parseQuestion } from './parse-question';
import { resolveSpans } from './resolve-spans';

/**
 * A question read in the light of the conversation so far (the last CHAT.CONTEXT_ENTRIES turns): "only TV
 * shows" keeps the previous request and narrows it, "what about anime?" swaps what is asked for but keeps the
 * rest, "more like the second one" points at a title of the previous answer, "more" asks for new titles.
 */

export type Understood = {
  intent: Intent;
  /** Titles the answer must not repeat (the previous answer's, when asked for more or for one of them). */
  exclude: Set<string>;
  followsUp: boolean;
  /** The question points at a previous answer that the history does not carry. */
  missingPrevious: boolean;
};

export const titleKeyOf = (media: MediaType, id: number) => `${media}:${id}`;

function titlesOf(entry: ChatContextEntry | undefined): TitleRef[] {
  return (entry?.data ?? []).map((t) => ({
    id: t.id,
    media: t.media_type ?? entry?.contentType ?? 'movie',
    title: t.title ?? t.name,
  }));
}

const union = <T>(a: readonly T[], b: readonly T[], key: (t: T) => string) => [
  ...new Map([...a, ...b].map((t) => [key(t), t])).values(),
];

/**
 * Keeps the previous turn's subjects unless the new one names its own; the new turn's modifiers win. What
 * either turn asked a title to be about, or ruled out, still holds ("not gory" stays for "more please").
 */
function merge(previous: Intent, next: Intent): Intent {
  const subjects = hasSubject(next) ? next : previous;
  return {
    ...next,
    genres: subjects.genres,
    moods: subjects.moods,
    origin: subjects.origin,
    language: subjects.language,
    person: subjects.person,
    reference: subjects.reference,
    excluded: [...new Set([...previous.excluded, ...next.excluded])].filter((g) => !next.genres.includes(g)),
    themes: union(previous.themes, next.themes, (t) => t.id).filter(
      (t) => !next.excludedThemes.some((x) => x.id === t.id),
    ),
    excludedThemes: union(previous.excludedThemes, next.excludedThemes, (t) => t.id).filter(
      (t) => !next.themes.some((x) => x.id === t.id),
    ),
    excludedOrigins: [...new Set([...previous.excludedOrigins, ...next.excludedOrigins])],
    excludedLanguages: union(previous.excludedLanguages, next.excludedLanguages, (l) => l.code),
    ageLimit: next.ageLimit ?? previous.ageLimit,
    media: next.media ?? (hasSubject(next) && next.reference ? undefined : previous.media),
    era: next.era ?? previous.era,
    length: next.length ?? previous.length,
    quality: next.quality ?? previous.quality,
    includeWatched: next.includeWatched || previous.includeWatched,
    // "Only TV shows" after "more like the ones I loved" still answers from the loved titles; a new subject does not.
    fromLoved: next.fromLoved || (!hasSubject(next) && previous.fromLoved),
    count: next.count ?? previous.count,
    understood: true,
  };
}

export async function understand(
  catalogue: Catalogue,
  query: string,
  history: readonly ChatContextEntry[],
  currentYear: number,
): Promise<Understood> {
  const turns = history.slice(-CHAT.CONTEXT_ENTRIES);
  const questions = [...turns.map((t) => t.query), query];
  type TurnIntent = { intent: Intent; followsUp: boolean; missing: boolean };
  const memo = new Map<number, Promise<TurnIntent>>();

  /** The intent of turn i, following it back through the turns it builds on. */
  function intentOf(i: number): Promise<TurnIntent> {
    let pending = memo.get(i);
    if (!pending) {
      pending = (async (): Promise<TurnIntent> => {
        const parsed = parseQuestion(questions[i] ?? '', currentYear);
        const resolved = await resolveSpans(catalogue, parsed);
        const own = buildIntent(parsed, resolved, currentYear);
        if (i === 0) return { intent: own, followsUp: false, missing: own.ordinal !== undefined };
        if (own.ordinal !== undefined) {
          const previous = titlesOf(turns[i - 1]);
          const picked = own.ordinal < 0 ? previous[previous.length - 1] : previous[own.ordinal];
          if (!picked) return { intent: own, followsUp: true, missing: true };
          return {
            intent: { ...own, reference: picked, person: undefined },
            followsUp: true,
            missing: false,
          };
        }
        // Narrowing words alone ("only TV shows", "shorter ones") continue the previous request; a complete
        // request of its own ("90s movies") starts a new one.
        // A name that matched nothing is a new request that failed, not a way to narrow the previous one.
        // Limits alone ("not gory", "for kids", "under 2 hours") narrow what was asked before.
        const followsUp =
          own.unknownNames.length === 0 &&
          (own.wantsMore || ((own.continues || onlyNarrows(own)) && own.understood));
        if (!followsUp) return { intent: own, followsUp: false, missing: false };
        const previous: TurnIntent = await intentOf(i - 1);
        return { intent: merge(previous.intent, own), followsUp: true, missing: previous.missing };
      })();
      memo.set(i, pending);
    }
    return pending;
  }

  const last = questions.length - 1;
  const { intent, followsUp, missing } = await intentOf(last);
  const exclude = new Set<string>();
  if (followsUp && (intent.wantsMore || intent.ordinal !== undefined)) {
    for (const t of titlesOf(turns[turns.length - 1])) exclude.add(titleKeyOf(t.media, t.id));
  }
  return { intent, exclude, followsUp, missingPrevious: missing };
}
