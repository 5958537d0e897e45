import { PERSON, type PersonCredit, titleOf } from '@kinora/domain';
import { useId } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { PosterCard } from '@/components/poster-card';
import { PosterSkeletons } from '@/components/skeleton';
import { ageLabel, formatRating } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { titleHref } from '@/lib/links';
import { useShowMore } from '@/lib/use-show-more';
import { usePersonCredits } from '../api/person-queries';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The titles a person is known for: 8 first, 4 more per Load More, which says how many remain. */
export function KnownForGrid({ personId }: { personId: number }) {
  const t = useT('person');
  const headingId = useId();
  const credits = usePersonCredits(personId);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-semibold sm:text-2xl">
        {t('knownForHeading')}
      </h2>
      {credits.isPending ? (
        <PosterSkeletons count={PERSON.KNOWN_FOR.INITIAL} className={GRID} />
      ) : credits.isError ? (
        <p className="text-muted">{t('creditsFailed')}</p>
      ) : credits.data.length === 0 ? (
        <p className="text-muted">{t('noCredits')}</p>
      ) : (
        <KnownForList credits={credits.data} />
      )}
    </section>
  );
}

function KnownForList({ credits }: { credits: readonly PersonCredit[] }) {
  const t = useT('person');
  const list = useShowMore(PERSON.KNOWN_FOR, { total: credits.length });
  return (
    <>
      <ul className={GRID}>
        {credits.slice(0, list.shown).map((credit) => {
          const name = titleOf(credit);
          return (
            <li key={`${credit.media_type}-${credit.id}`}>
              <PosterCard
                href={titleHref(credit.media_type, credit.id, name)}
                title={name}
                imagePath={credit.poster_path ?? credit.backdrop_path}
                badge={ageLabel(credit.adult)}
                meta={`${credit.year ?? t('unknownYear')} · ★ ${formatRating(credit.rating)}`}
              />
            </li>
          );
        })}
      </ul>
      {list.hasMore && (
        <LoadMoreButton label={t('loadMoreRemaining', { count: list.remaining })} onClick={list.more} />
      )}
    </>
  );
}
