import type { MediaType } from '@kinora/domain';
import { useEffect, useState } from 'react';
import { browserRegion } from '@/lib/browser-region';
import { translate } from '@/lib/i18n';
import { toastError, toastErrorText } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** What the page says when a title has no similar titles, and when it has no trailer (or the call failed). */
const NO_SIMILAR_MESSAGE = { movie: 'noSimilarMoviesToast', tv: 'noSimilarShowsToast' } as const;
const NO_TRAILER_MESSAGE = 'noTrailerToast';

/** Shows `error` once as a toast (the server's message, else the generic one); one toast per failing query. */
function useErrorToast(error: unknown, toastId: string): void {
  useEffect(() => {
    if (error) toastError(error, undefined, { id: toastId });
  }, [error, toastId]);
}

/** A movie's or show's detail record. Failures are shown by the page itself (not found / could not load). */
export function useTitleDetails(media: MediaType, id: number) {
  return trpc.catalogue.details.useQuery({ media, id });
}

/** Cast and crew; a failure is toasted and the sections say they are unavailable. */
export function useTitleCredits(media: MediaType, id: number) {
  const query = trpc.catalogue.credits.useQuery({ media, id });
  useErrorToast(query.error, `credits-${media}-${id}`);
  return query;
}

/** The film's directors (crew with job 'Director'), once each, in credit order; empty until the credits answer. */
export function useMovieDirectors(id: number): { id: number; name: string }[] {
  const credits = useTitleCredits('movie', id);
  const seen = new Set<number>();
  return (credits.data?.crew ?? [])
    .filter((member) => member.job === 'Director' && !seen.has(member.id) && seen.add(member.id))
    .map(({ id: personId, name }) => ({ id: personId, name }));
}

/** The first page of similar titles, most popular first; a failure or an empty answer is toasted. */
export function useSimilarTitles(media: MediaType, id: number) {
  const query = trpc.catalogue.similar.useQuery({ media, id });
  const toastId = `similar-${media}-${id}`;
  useErrorToast(query.error, toastId);
  const isEmpty = query.data?.results.length === 0;
  useEffect(() => {
    if (isEmpty) toastErrorText(translate('title', NO_SIMILAR_MESSAGE[media]), { id: toastId });
  }, [isEmpty, media, toastId]);
  return query;
}

/** One season's episodes, fetched once that season is open. */
export function useSeasonEpisodes(showId: number, season: number) {
  return trpc.catalogue.episodes.useQuery({ id: showId, season });
}

/**
 * The Trailer button's behaviour: fetch the title's trailers first and open the dialog only when there is
 * something to pick, so nobody meets an empty dialog. The list stays in react-query's cache for the dialog.
 */
export function useTrailerDialog(media: MediaType, id: number) {
  const utils = trpc.useUtils();
  const [isOpen, setOpen] = useState(false);
  const [isFetching, setFetching] = useState(false);
  const trailers = trpc.catalogue.trailers.useQuery({ media, id }, { enabled: isOpen });

  async function open() {
    setFetching(true);
    try {
      const list = await utils.catalogue.trailers.fetch({ media, id });
      if (list.length > 0) setOpen(true);
      else toastErrorText(translate('title', NO_TRAILER_MESSAGE));
    } catch {
      toastErrorText(translate('title', NO_TRAILER_MESSAGE));
    } finally {
      setFetching(false);
    }
  }

  return { isOpen, isFetching, trailers: trailers.data ?? [], open, close: () => setOpen(false) };
}

/** 'Where to watch' in the viewer's region: the one saved in /profile, else the browser's (the server decides). */
export function useWatchProviders(media: MediaType, id: number) {
  return trpc.catalogue.watchProviders.useQuery({ media, id, region: browserRegion() });
}
