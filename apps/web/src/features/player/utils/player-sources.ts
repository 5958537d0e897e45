import type { PlayerSource } from '@kinora/domain';
import type { WatchRequest } from './watch-request';

export type SourceFlag = PlayerSource['flags'][number];

interface SourceInfo {
  name: string;
  description: string;
  flags: readonly SourceFlag[];
}

/** A source the picker offers: the built-in trailer, or an operator's host with its URL filled in. */
export type PlayableSource =
  | (SourceInfo & { kind: 'trailer' })
  | (SourceInfo & { kind: 'embed'; url: string });

/**
 * Always first and always working, so the player is never empty (docs/product/player.md). Its name is also its
 * id among the remembered choices, the same in every language; the page shows its own texts for it
 * (useSourceLabels).
 */
export const TRAILER_SOURCE: PlayableSource = {
  kind: 'trailer',
  name: 'Trailer',
  description: '',
  flags: [],
};

type TemplateValues = Partial<Record<'id' | 'season' | 'episode', number>>;

/** Fills `{id}`, `{season}` and `{episode}`; a placeholder without a value is left as written. */
export function fillSourceTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(id|season|episode)\}/g, (placeholder, key: keyof TemplateValues) => {
    const value = values[key];
    return value === undefined ? placeholder : encodeURIComponent(String(value));
  });
}

/**
 * The trailer, then each configured source that has a template for this media (movieUrl for a movie, tvUrl for
 * an episode), in the operator's order.
 */
export function playableSources(
  configured: readonly PlayerSource[],
  request: WatchRequest,
): PlayableSource[] {
  const { episode } = request;
  const values: TemplateValues = episode
    ? { id: request.id, season: episode.season, episode: episode.episode }
    : { id: request.id };
  const embeds = configured.flatMap((source): PlayableSource[] => {
    const template = episode ? source.tvUrl : source.movieUrl;
    if (!template) return [];
    const { name, description, flags } = source;
    return [{ kind: 'embed', name, description, flags, url: fillSourceTemplate(template, values) }];
  });
  return [TRAILER_SOURCE, ...embeds];
}

/** The remembered source index, kept inside the list (sources may have changed since it was stored). */
export function clampSourceIndex(stored: string | null, count: number): number {
  const index = Number(stored);
  if (stored === null || !Number.isInteger(index) || index < 0 || count <= 0) return 0;
  return Math.min(index, count - 1);
}
