import { type MediaType, SIMILAR } from '@kinora/domain';
import { useId } from 'react';
import { PosterCard } from '@/components/poster-card';
import { PosterSkeletons } from '@/components/skeleton';
import { ageLabel, formatRating, titleOf, yearOf } from '@/lib/format';
import { titleHref } from '@/lib/links';
import { useSimilarTitles } from '../api/use-similar-titles';
import { useStepLimit } from '../hooks/use-step-limit';
import { SectionHeading } from './section-heading';
import { StepButton } from './step-button';

const HEADING = { movie: 'Similar Movies', tv: 'Similar TV Shows' } as const;
const EMPTY = { movie: 'No similar movies found.', tv: 'No similar shows found.' } as const;
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4';

/** Similar titles: SIMILAR.INITIAL shown, Load More adds SIMILAR.STEP up to SIMILAR.MAX, Load Less folds back. */
export function SimilarSection({ media, id }: { media: MediaType; id: number }) {
  const headingId = useId();
  const similar = useSimilarTitles(media, id);
  const titles = similar.data?.results ?? [];
  const { visible, action, press } = useStepLimit(SIMILAR, titles.length);

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{HEADING[media]}</SectionHeading>
      {similar.isPending ? (
        <PosterSkeletons count={SIMILAR.INITIAL} className={GRID} />
      ) : similar.isError ? (
        <p className="text-muted">Similar titles could not be loaded.</p>
      ) : titles.length === 0 ? (
        <p className="text-muted">{EMPTY[media]}</p>
      ) : (
        <>
          <ul className={GRID}>
            {titles.slice(0, visible).map((title) => {
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
          <StepButton action={action} onPress={press} />
        </>
      )}
    </section>
  );
}
