import { lazy, type ReactNode, Suspense } from 'react';
import {
  type AddToListProps,
  type EpisodeRatingProps,
  type MarkWatchedProps,
  type TitlePageSlots,
  TitlePageSlotsProvider,
  type TitleRatingProps,
} from '@/components/title-page-slots';

// Each feature's part loads with the first title page that shows it, not with the app.
const TitleRating = lazy(() =>
  import('@/features/ratings/components/title-rating').then((m) => ({ default: m.TitleRating })),
);
const EpisodeRating = lazy(() =>
  import('@/features/ratings/components/episode-rating').then((m) => ({ default: m.EpisodeRating })),
);
const AddToListButton = lazy(() =>
  import('@/features/lists/components/add-to-list-button').then((m) => ({ default: m.AddToListButton })),
);
const MarkWatchedMenu = lazy(() =>
  import('@/features/mark-watched/components/mark-watched-menu').then((m) => ({
    default: m.MarkWatchedMenu,
  })),
);

const SLOTS: TitlePageSlots = {
  TitleRating: (props: TitleRatingProps) => (
    <Suspense fallback={null}>
      <TitleRating {...props} />
    </Suspense>
  ),
  EpisodeRating: (props: EpisodeRatingProps) => (
    <Suspense fallback={null}>
      <EpisodeRating {...props} />
    </Suspense>
  ),
  AddToList: (props: AddToListProps) => (
    <Suspense fallback={null}>
      <AddToListButton {...props} />
    </Suspense>
  ),
  MarkWatched: (props: MarkWatchedProps) => (
    <Suspense fallback={null}>
      <MarkWatchedMenu {...props} />
    </Suspense>
  ),
};

/** Hands the ratings, lists and mark-watched features' parts to the title pages (features never import each other). */
export function TitlePageSlotsFromFeatures({ children }: { children: ReactNode }) {
  return <TitlePageSlotsProvider value={SLOTS}>{children}</TitlePageSlotsProvider>;
}
