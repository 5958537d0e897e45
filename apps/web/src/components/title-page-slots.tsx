import type { MarkWatchedInput, MediaType } from '@kinora/domain';
import { type ComponentType, createContext, useContext } from 'react';

export interface TitleRatingProps {
  media: MediaType;
  id: number;
  /** The title as the page names it. */
  title: string;
}

export interface EpisodeRatingProps {
  showId: number;
  season: number;
  episode: number;
  /** The episode as people name it: "Episode 3: The Long Night". */
  label: string;
}

export interface AddToListProps {
  target: { type: MediaType; id: number };
}

/** What a "Mark watched" control marks: a movie, a whole show, a whole season or one episode. */
export type MarkWatchedTarget = Omit<MarkWatchedInput, 'watchedAt'>;

export interface MarkWatchedProps {
  target: MarkWatchedTarget;
  /** What is marked, as people name it ("Harbor Lights", "Season 2", "Episode 3: Pilot"): the control's name. */
  name: string;
  /** A smaller button, for season headers and episode rows. */
  compact?: boolean;
}

/** The other features' parts a title page shows: ratings, "Add to list" and "Mark watched". */
export interface TitlePageSlots {
  /** List items for a title's fact line: Kinora's average and the viewer's own rating (docs/product/ratings.md). */
  TitleRating: ComponentType<TitleRatingProps>;
  /** An episode row's compact rating button. */
  EpisodeRating: ComponentType<EpisodeRatingProps>;
  /** The lists feature's "Add to list" button (docs/product/lists.md). */
  AddToList: ComponentType<AddToListProps>;
  /** The mark-watched control (docs/product/history.md). */
  MarkWatched: ComponentType<MarkWatchedProps>;
}

/**
 * Features never import each other: the app hands the parts in (app/title-page-slots.tsx) and a title page only
 * names the places. Without a provider (a page rendered on its own) every slot shows nothing.
 */
const TitlePageSlotsContext = createContext<TitlePageSlots | null>(null);
export const TitlePageSlotsProvider = TitlePageSlotsContext.Provider;

function useSlots(): TitlePageSlots | null {
  return useContext(TitlePageSlotsContext);
}

export function TitleRatingSlot(props: TitleRatingProps) {
  const Part = useSlots()?.TitleRating;
  return Part ? <Part {...props} /> : null;
}

export function EpisodeRatingSlot(props: EpisodeRatingProps) {
  const Part = useSlots()?.EpisodeRating;
  return Part ? <Part {...props} /> : null;
}

export function AddToListSlot(props: AddToListProps) {
  const Part = useSlots()?.AddToList;
  return Part ? <Part {...props} /> : null;
}

export function MarkWatchedSlot(props: MarkWatchedProps) {
  const Part = useSlots()?.MarkWatched;
  return Part ? <Part {...props} /> : null;
}
