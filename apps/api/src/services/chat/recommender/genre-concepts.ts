import type { MediaType } from '@kinora/domain';

/**
 * What people mean by a genre, per media. TMDB's movie and TV genre lists differ (TV has no Horror, Thriller or
 * Romance; it folds Action and Adventure into one genre), so a concept lists the ids that stand for it in each:
 * a title fits a concept when it has any of them. The first id is the one a discover query asks for.
 */
export const GENRE_CONCEPTS = {
  action: { label: 'action', movie: [28], tv: [10759] },
  adventure: { label: 'adventure', movie: [12], tv: [10759] },
  animation: { label: 'animated', movie: [16], tv: [16] },
  comedy: { label: 'comedy', movie: [35], tv: [35] },
  crime: { label: 'crime', movie: [80], tv: [80] },
  documentary: { label: 'documentary', movie: [99], tv: [99] },
  drama: { label: 'drama', movie: [18], tv: [18] },
  family: { label: 'family', movie: [10751], tv: [10751, 10762] },
  fantasy: { label: 'fantasy', movie: [14], tv: [10765] },
  history: { label: 'historical', movie: [36], tv: [10768] },
  // TV has no horror genre; its spooky shows are filed under Mystery.
  horror: { label: 'horror', movie: [27], tv: [9648] },
  music: { label: 'music', movie: [10402], tv: [] },
  mystery: { label: 'mystery', movie: [9648], tv: [9648] },
  romance: { label: 'romance', movie: [10749], tv: [10766] },
  scifi: { label: 'sci-fi', movie: [878], tv: [10765] },
  thriller: { label: 'thriller', movie: [53], tv: [9648, 80] },
  war: { label: 'war', movie: [10752], tv: [10768] },
  western: { label: 'western', movie: [37], tv: [37] },
  kids: { label: "kids'", movie: [10751, 16], tv: [10762] },
  reality: { label: 'reality', movie: [], tv: [10764] },
} as const satisfies Record<string, { label: string; movie: readonly number[]; tv: readonly number[] }>;

export type GenreConcept = keyof typeof GENRE_CONCEPTS;

export function conceptIds(concept: GenreConcept, media: MediaType): readonly number[] {
  return GENRE_CONCEPTS[concept][media];
}

export function fitsConcept(
  genreIds: readonly number[] | undefined,
  concept: GenreConcept,
  media: MediaType,
) {
  const ids = conceptIds(concept, media);
  return (genreIds ?? []).some((g) => ids.includes(g));
}

/** Concepts a media cannot express at all (no TV music genre, no movie reality genre). */
export function expressible(concept: GenreConcept, media: MediaType): boolean {
  return conceptIds(concept, media).length > 0;
}

/** Concepts whose ids in a media only stand in for them (a TV mystery is not necessarily horror). */
const STAND_INS: Readonly<Record<MediaType, readonly GenreConcept[]>> = {
  movie: ['kids'],
  tv: ['horror', 'thriller', 'romance', 'kids'],
};

/** The concepts a title's genres really say, in its media (to carry "like <title>" across media). */
export function conceptsOf(genreIds: readonly number[] | undefined, media: MediaType): GenreConcept[] {
  return (Object.keys(GENRE_CONCEPTS) as GenreConcept[]).filter(
    (c) => !STAND_INS[media].includes(c) && fitsConcept(genreIds, c, media),
  );
}
