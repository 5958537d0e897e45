import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import {
  type AddToListProps,
  type EpisodeRatingProps,
  type MarkWatchedProps,
  type TitlePageSlots,
  TitlePageSlotsProvider,
  type TitleRatingProps,
} from '@/components/title-page-slots';

/**
 * A feature's part in its own chunk, like React.lazy, except that once its module is here it renders at once: the
 * server's render of a title page cannot wait for a chunk (renderToString refuses to suspend), so the server
 * entry loads every part first (preloadTitlePageSlots) and the hero renders whole.
 */
function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loading = () =>
    load().then((part) => {
      loaded = part;
      return { default: part };
    });
  let pending: LazyExoticComponent<ComponentType<Props>> | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part when this module loads, as React.lazy's are.
  function Part(props: Props) {
    if (loaded) return createElement(loaded, props);
    pending ??= lazy(loading);
    return createElement(pending as ComponentType<Props>, props);
  }
  return { Part, preload: () => (loaded ? Promise.resolve() : loading().then(() => undefined)) };
}

// The parts load with the title pages' own code (their route modules import them), not with the app.
const parts = () => import('./title-page-parts');
const TitleRating = lazyPart(() => parts().then((m) => m.TitleRating));
const EpisodeRating = lazyPart(() => parts().then((m) => m.EpisodeRating));
const AddToListButton = lazyPart(() => parts().then((m) => m.AddToListButton));
const MarkWatchedMenu = lazyPart(() => parts().then((m) => m.MarkWatchedMenu));

/** Loads every part now, so a title page renders them without suspending (the server's render needs that). */
export async function preloadTitlePageSlots(): Promise<void> {
  await Promise.all(
    [TitleRating, EpisodeRating, AddToListButton, MarkWatchedMenu].map((part) => part.preload()),
  );
}

const SLOTS: TitlePageSlots = {
  TitleRating: (props: TitleRatingProps) => (
    <Suspense fallback={null}>
      <TitleRating.Part {...props} />
    </Suspense>
  ),
  EpisodeRating: (props: EpisodeRatingProps) => (
    <Suspense fallback={null}>
      <EpisodeRating.Part {...props} />
    </Suspense>
  ),
  AddToList: (props: AddToListProps) => (
    <Suspense fallback={null}>
      <AddToListButton.Part {...props} />
    </Suspense>
  ),
  MarkWatched: (props: MarkWatchedProps) => (
    <Suspense fallback={null}>
      <MarkWatchedMenu.Part {...props} />
    </Suspense>
  ),
};

/** Hands the ratings, lists and mark-watched features' parts to the title pages (features never import each other). */
export function TitlePageSlotsFromFeatures({ children }: { children: ReactNode }) {
  return <TitlePageSlotsProvider value={SLOTS}>{children}</TitlePageSlotsProvider>;
}
