import {
  type CatalogueItem,
  hasTitleImage,
  MEDIA_TYPE_BY_PATH,
  type MediaType,
  MOVIE_CATEGORIES,
  type MovieCategory,
  TV_CATEGORIES,
  type TvCategory,
  titleOf,
} from '@kinora/domain';
import { type RefObject, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Carousel } from '@/components/carousel';
import { PosterCard } from '@/components/poster-card';
import type { ContentType } from '@/lib/content-type-store';
import { formatRating, yearOf } from '@/lib/format';
import { type MessageKey, useT } from '@/lib/i18n';
import { personHref, titleHref } from '@/lib/links';
import { useBrowserValue } from '@/lib/use-browser-value';
import { useCategory, usePopularPeople } from '../api/home-queries';
import { POSTERS_ON_WIDEST_SCREEN, postersOnScreen } from '../utils/first-row-posters';

interface CategoryRowProps extends CategoryRowDefinition {
  media: MediaType;
  /** The first row shows under the hero on every screen: it loads with the hero instead of waiting to be seen. */
  isAboveFold?: boolean;
}

/** One category of the chosen catalogue as a carousel of poster cards linking to each title's page. */
export function CategoryRow({ media, category, heading: headingKey, isAboveFold = false }: CategoryRowProps) {
  const t = useT('home');
  const heading = t(headingKey);
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  const query = useCategory(media, category, isAboveFold || isNear);
  const loaded = useMemo(() => query.data?.filter(hasTitleImage), [query.data]);
  // The cards a screen shows at once render right away (the first row's load at once: they are often the
  // largest paint); the rest of the twenty follow in the background, in slices, so they never hold up a tap or
  // the first paint.
  const onScreen = useBrowserValue(postersOnScreen, POSTERS_ON_WIDEST_SCREEN);
  const firstScreen = useMemo(() => loaded?.slice(0, onScreen), [loaded, onScreen]);
  const items = useDeferredValue(loaded, firstScreen);

  if (query.isError || loaded?.length === 0) {
    return <EmptyRow title={heading} message={t('rowEmpty')} />;
  }
  return (
    <div ref={ref}>
      <RowLoadingStatus label={heading} isLoading={!items} />
      <Carousel title={heading}>
        {items ? (
          items.map((item, index) => (
            <PosterCard
              key={item.id}
              href={titleHref(media, item.id, titleOf(item))}
              title={titleOf(item)}
              imagePath={item.poster_path ?? item.backdrop_path}
              meta={titleMeta(item)}
              eager={isAboveFold && index < onScreen}
            />
          ))
        ) : (
          <RowSkeletons />
        )}
      </Carousel>
    </div>
  );
}

/** One empty list, so a failed load hands the deferred value the same array on every render. */
const NO_PEOPLE: readonly never[] = [];

/** The 'Popular People' carousel; on failure the list is simply empty (the failure is logged). */
export function PopularPeopleRow() {
  const t = useT('home');
  const heading = t('rowPopularPeople');
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  const query = usePopularPeople(isNear);
  // Rendered in the background, in slices, like the category rows.
  const people = useDeferredValue(query.isError ? NO_PEOPLE : query.data?.results);

  if (people?.length === 0) return <EmptyRow title={heading} message={t('peopleEmpty')} />;
  return (
    <div ref={ref}>
      <RowLoadingStatus label={heading} isLoading={!people} />
      <Carousel title={heading}>
        {people ? (
          people.map((person) => (
            <PosterCard
              key={person.id}
              href={personHref(person.id, person.name)}
              title={person.name}
              imagePath={person.profile_path}
              meta={person.known_for_department}
            />
          ))
        ) : (
          <RowSkeletons />
        )}
      </Carousel>
    </div>
  );
}

/** Enough placeholders to fill the widest row (about six and a half cards), so no gap shows while loading. */
const SKELETON_CARDS = 7;

/**
 * A row's cards while it loads: poster-shaped blocks and a title line. Decorative; the row announces its loading
 * with `RowLoadingStatus`, placed outside the carousel (see there). One element spanning seven of the
 * carousel's columns, its own seven columns as wide, pulses as a whole: one animation per waiting row, not
 * three per card (each animation start is an event React's root listener handles).
 */
function RowSkeletons() {
  return (
    <div aria-hidden="true" className="col-span-7 grid grid-cols-7 gap-3 motion-safe:animate-pulse">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
        <div key={index}>
          <div className="aspect-[2/3] w-full rounded-lg bg-raised" />
          <div className="mt-2 h-4 w-3/4 rounded-lg bg-raised" />
          <div className="mt-1 h-3 w-1/2 rounded-lg bg-raised" />
        </div>
      ))}
    </div>
  );
}

/**
 * Tells screen readers a row is loading. It must sit outside the carousel: an sr-only element is absolutely
 * positioned, and inside the row it would escape the scroller's clipping and widen the page.
 */
function RowLoadingStatus({ label, isLoading }: { label: string; isLoading: boolean }) {
  const t = useT('home');
  return (
    <span role="status" className="sr-only">
      {isLoading ? t('loadingRow', { row: label }) : ''}
    </span>
  );
}

/** A row with nothing to show (failed or empty): the heading stays so the page keeps its shape. */
function EmptyRow({ title, message }: { title: string; message: string }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold sm:text-xl">{title}</h2>
      <p className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
        {message}
      </p>
    </section>
  );
}

/**
 * A card's small line: release year and rating ("2024 · ★ 7.3"). Plain text on purpose: an sr-only word inside
 * a card would be positioned against the carousel's section, outside its scroller, and widen the whole page.
 */
export function titleMeta(item: CatalogueItem): string {
  const year = yearOf(item.release_date ?? item.first_air_date);
  return [year, `★ ${formatRating(item.vote_average)}`].filter(Boolean).join(' · ');
}

/**
 * While the page loads, a row starts loading only as it comes into view: started earlier, a phone's load fetched
 * and rendered two more rows of twenty cards, and their pictures, while the first screen was still being built.
 * Once the page has loaded, rows start `PRELOAD_MARGIN` before they scroll in, so the next row is ready for the
 * eye and for the arrow keys (Down moves to the next row's cards, which must be there to move to).
 */
const PRELOAD_MARGIN = '400px 0px';

/** True once the window's load event has passed (and from then on). */
function usePageLoaded(): boolean {
  const [isLoaded, setIsLoaded] = useState(
    // The server's render of the first screen has no document: a page still loading.
    () => typeof document !== 'undefined' && document.readyState === 'complete',
  );
  useEffect(() => {
    if (isLoaded) return;
    const loaded = () => setIsLoaded(true);
    window.addEventListener('load', loaded, { once: true });
    return () => window.removeEventListener('load', loaded);
  }, [isLoaded]);
  return isLoaded;
}

/**
 * True once the element has come near the viewport (and from then on): into it while the page loads, within
 * PRELOAD_MARGIN after. Rows below the fold wait for it, so the first screen's requests are only the ones that
 * screen shows. Without IntersectionObserver it is true at once.
 */
function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const isPageLoaded = usePageLoaded();

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: isPageLoaded ? PRELOAD_MARGIN : '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear, isPageLoaded]);

  return isNear;
}

type HomeCategory = MovieCategory | TvCategory;

/** The home rows per catalogue, in order (docs/product/browse.md). */
const HOME_CATEGORIES = { movie: MOVIE_CATEGORIES, tv: TV_CATEGORIES } as const;

/** Which catalogue the content type shows. */
export const MEDIA_OF_CONTENT_TYPE: Readonly<Record<ContentType, MediaType>> = MEDIA_TYPE_BY_PATH;

/** Row headings people read, by their keys in the catalogue; the API's category keys are snake_case. */
const CATEGORY_HEADINGS: Readonly<Record<HomeCategory, MessageKey<'home'>>> = {
  now_playing: 'rowNowPlaying',
  upcoming: 'rowUpcoming',
  airing_today: 'rowAiringToday',
  on_the_air: 'rowOnTheAir',
  popular: 'rowPopular',
  top_rated: 'rowTopRated',
};

interface CategoryRowDefinition {
  category: HomeCategory;
  /** The row's heading, translated when it renders. */
  heading: MessageKey<'home'>;
}

export function categoryRows(media: MediaType): CategoryRowDefinition[] {
  return HOME_CATEGORIES[media].map((category) => ({ category, heading: CATEGORY_HEADINGS[category] }));
}
