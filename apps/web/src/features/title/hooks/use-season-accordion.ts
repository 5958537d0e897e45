import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearReturnFlag,
  type ReturnPoint,
  readReturnPoint,
  rememberReturnPoint,
} from '../utils/return-point';

/**
 * The seasons accordion's state: at most one season open. Coming back from the player (the session flag set by
 * an episode's Play link) it re-opens that season and, once its episodes are on screen, restores the scroll
 * position, then spends the flag.
 */
export function useSeasonAccordion(seasonNumbers: readonly number[]) {
  const [returnPoint] = useState<ReturnPoint | null>(() => {
    const point = readReturnPoint();
    return point && seasonNumbers.includes(point.season) ? point : null;
  });
  const [openSeason, setOpenSeason] = useState<number | null>(returnPoint?.season ?? null);
  const pending = useRef(returnPoint);

  useEffect(() => {
    // A flag naming a season this show does not have is no use to anyone.
    if (!returnPoint && readReturnPoint()) clearReturnFlag();
  }, [returnPoint]);

  const finishReturn = useCallback((season: number, shouldScroll: boolean) => {
    const point = pending.current;
    if (!point || point.season !== season) return;
    pending.current = null;
    if (shouldScroll) window.scrollTo({ top: point.scrollY });
    clearReturnFlag();
  }, []);

  const toggle = useCallback((season: number) => {
    // Once the viewer picks a season themselves, a late restore must not yank the page.
    if (pending.current) {
      pending.current = null;
      clearReturnFlag();
    }
    setOpenSeason((current) => (current === season ? null : season));
  }, []);

  return {
    openSeason,
    toggle,
    onEpisodesShown: useCallback((season: number) => finishReturn(season, true), [finishReturn]),
    onEpisodesFailed: useCallback((season: number) => finishReturn(season, false), [finishReturn]),
    rememberBeforePlay: useCallback((season: number) => rememberReturnPoint(season, window.scrollY), []),
  };
}
