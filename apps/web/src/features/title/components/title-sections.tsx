import { CAST, type MediaType, SIMILAR, titleOf } from '@kinora/domain';
import { type ReactNode, useId } from 'react';
import { PosterCard } from '@/components/poster-card';
import { PosterSkeletons } from '@/components/skeleton';
import { ageLabel, formatRating, yearOf } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { personHref, titleHref } from '@/lib/links';
import { useShowMore } from '@/lib/use-show-more';
import { useSimilarTitles, useTitleCredits } from '../api/title-queries';

const CAST_GRID = 'grid grid-cols-3 gap-3 sm:grid-cols-5 sm:gap-4';
const SIMILAR_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4';
const SIMILAR_HEADING = { movie: 'similarMoviesHeading', tv: 'similarShowsHeading' } as const;
const SIMILAR_EMPTY = { movie: 'noSimilarMovies', tv: 'noSimilarShows' } as const;

/** The sections under the hero: seasons, cast, similar titles. */
export function TitleSections({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-12 px-4 pt-12 sm:px-6 lg:px-10">{children}</div>;
}

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-semibold sm:text-2xl">
      {children}
    </h2>
  );
}

interface StepListSectionProps<Item> {
  heading: string;
  /** How many show at first, how many more per Load More, and the most that ever show. */
  rule: typeof CAST | typeof SIMILAR;
  /** The list's query: skeletons while pending, a message when it failed. */
  query: { isPending: boolean; isError: boolean };
  items: readonly Item[];
  grid: string;
  failedText: string;
  emptyText: string;
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
}

/**
 * A section of a title page that lists people or titles in folds: Load More while the list can grow, then Load
 * Less back to the first fold.
 */
function StepListSection<Item>({
  heading,
  rule,
  query,
  items,
  grid,
  failedText,
  emptyText,
  itemKey,
  renderItem,
}: StepListSectionProps<Item>) {
  const t = useT('title');
  const headingId = useId();
  const list = useShowMore(rule, { total: items.length });
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{heading}</SectionHeading>
      {query.isPending ? (
        <PosterSkeletons count={rule.INITIAL} className={grid} />
      ) : query.isError ? (
        <p className="text-muted">{failedText}</p>
      ) : items.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <>
          <ul className={grid}>
            {items.slice(0, list.shown).map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          {(list.hasMore || list.hasLess) && (
            <div className="mt-5 flex justify-center">
              <button type="button" className="btn-ghost" onClick={list.hasMore ? list.more : list.reset}>
                {list.hasMore ? t('loadMore') : t('loadLess')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** Cast: 5 shown, Load More adds 4 up to 10, Load Less folds back to 5. */
export function CastSection({ media, id }: { media: MediaType; id: number }) {
  const t = useT('title');
  const credits = useTitleCredits(media, id);
  return (
    <StepListSection
      heading={t('castHeading')}
      rule={CAST}
      query={credits}
      items={credits.data?.cast ?? []}
      grid={CAST_GRID}
      failedText={t('castFailed')}
      emptyText={t('noCast')}
      itemKey={(member) => `${member.id}-${member.character}`}
      renderItem={(member) => (
        <PosterCard
          href={personHref(member.id, member.name)}
          title={member.name}
          imagePath={member.profile_path}
          meta={member.character || undefined}
        />
      )}
    />
  );
}

/** Similar titles: 4 shown, Load More adds 4 up to 10, Load Less folds back to 4. */
export function SimilarSection({ media, id }: { media: MediaType; id: number }) {
  const t = useT('title');
  const similar = useSimilarTitles(media, id);
  return (
    <StepListSection
      heading={t(SIMILAR_HEADING[media])}
      rule={SIMILAR}
      query={similar}
      items={similar.data?.results ?? []}
      grid={SIMILAR_GRID}
      failedText={t('similarFailed')}
      emptyText={t(SIMILAR_EMPTY[media])}
      itemKey={(title) => title.id}
      renderItem={(title) => {
        const name = titleOf(title);
        const year = yearOf(title.release_date ?? title.first_air_date);
        return (
          <PosterCard
            href={titleHref(media, title.id, name)}
            title={name}
            imagePath={title.poster_path ?? title.backdrop_path}
            badge={ageLabel(title.adult)}
            meta={`${year ?? t('unknownYear')} · ★ ${formatRating(title.vote_average)}`}
          />
        );
      }}
    />
  );
}
