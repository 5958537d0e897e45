import { CAST, type MediaType, SIMILAR, titleOf } from '@kinora/domain';
import { type ReactNode, useId } from 'react';
import { PosterCard } from '@/components/poster-card';
import { PosterSkeletons } from '@/components/skeleton';
import { ageLabel, formatRating, yearOf } from '@/lib/format';
import { personHref, titleHref } from '@/lib/links';
import { type ShowMore, useShowMore } from '@/lib/use-show-more';
import { useSimilarTitles, useTitleCredits } from '../api/title-queries';

const CAST_GRID = 'grid grid-cols-3 gap-3 sm:grid-cols-5 sm:gap-4';
const SIMILAR_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4';
const SIMILAR_HEADING = { movie: 'Similar Movies', tv: 'Similar TV Shows' } as const;
const SIMILAR_EMPTY = { movie: 'No similar movies found.', tv: 'No similar shows found.' } as const;

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-semibold sm:text-2xl">
      {children}
    </h2>
  );
}

/** The one button under the cast or similar list: Load More while it can grow, then Load Less back to the start. */
function StepButton({ list }: { list: ShowMore }) {
  if (!list.hasMore && !list.hasLess) return null;
  return (
    <div className="mt-5 flex justify-center">
      <button type="button" className="btn-ghost" onClick={list.hasMore ? list.more : list.reset}>
        {list.hasMore ? 'Load More' : 'Load Less'}
      </button>
    </div>
  );
}

/** Cast: 5 shown, Load More adds 4 up to 10, Load Less folds back to 5. */
export function CastSection({ media, id }: { media: MediaType; id: number }) {
  const headingId = useId();
  const credits = useTitleCredits(media, id);
  const cast = credits.data?.cast ?? [];
  const list = useShowMore(CAST, { total: cast.length });

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Cast</SectionHeading>
      {credits.isPending ? (
        <PosterSkeletons count={CAST.INITIAL} className={CAST_GRID} />
      ) : credits.isError ? (
        <p className="text-muted">The cast could not be loaded.</p>
      ) : cast.length === 0 ? (
        <p className="text-muted">No cast listed for this title.</p>
      ) : (
        <>
          <ul className={CAST_GRID}>
            {cast.slice(0, list.shown).map((member) => (
              <li key={`${member.id}-${member.character}`}>
                <PosterCard
                  href={personHref(member.id, member.name)}
                  title={member.name}
                  imagePath={member.profile_path}
                  meta={member.character || undefined}
                />
              </li>
            ))}
          </ul>
          <StepButton list={list} />
        </>
      )}
    </section>
  );
}

/** Similar titles: 4 shown, Load More adds 4 up to 10, Load Less folds back to 4. */
export function SimilarSection({ media, id }: { media: MediaType; id: number }) {
  const headingId = useId();
  const similar = useSimilarTitles(media, id);
  const titles = similar.data?.results ?? [];
  const list = useShowMore(SIMILAR, { total: titles.length });

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{SIMILAR_HEADING[media]}</SectionHeading>
      {similar.isPending ? (
        <PosterSkeletons count={SIMILAR.INITIAL} className={SIMILAR_GRID} />
      ) : similar.isError ? (
        <p className="text-muted">Similar titles could not be loaded.</p>
      ) : titles.length === 0 ? (
        <p className="text-muted">{SIMILAR_EMPTY[media]}</p>
      ) : (
        <>
          <ul className={SIMILAR_GRID}>
            {titles.slice(0, list.shown).map((title) => {
              const name = titleOf(title);
              const year = yearOf(title.release_date ?? title.first_air_date);
              return (
                <li key={title.id}>
                  <PosterCard
                    href={titleHref(media, title.id, name)}
                    title={name}
                    imagePath={title.poster_path ?? title.backdrop_path}
                    badge={ageLabel(title.adult)}
                    meta={`${year ?? 'Unknown year'} · ★ ${formatRating(title.vote_average)}`}
                  />
                </li>
              );
            })}
          </ul>
          <StepButton list={list} />
        </>
      )}
    </section>
  );
}
