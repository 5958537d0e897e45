import { DIRECTORS, type Director, SESSION_KEYS } from '@kinora/domain';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/skeleton';
import { ARROW_CARD } from '@/lib/arrow-navigation';
import { useT } from '@/lib/i18n';
import { personHref } from '@/lib/links';
import { useShowMore } from '@/lib/use-show-more';
import { useDirectors } from '../api/browse-queries';

/** Up to 8 columns at 1440 px, so 16 directors fill two full rows and the page uses its width. */
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6 xl:grid-cols-8';
/** The first row on the widest grid loads at once; the rest wait until they scroll near. */
const EAGER_CARDS = 8;

/** /directors: the Top Directors. */
export function DirectorsPage() {
  const t = useT('browse');
  const directors = useDirectors();
  const list = directors.data ?? [];
  // 16 at first, 16 more per Load More, remembered for the session (displayCount).
  const shown = useShowMore(
    { ...DIRECTORS, MAX: DIRECTORS.TOTAL },
    {
      total: directors.data ? list.length : DIRECTORS.TOTAL,
      rememberAs: SESSION_KEYS.DIRECTORS_DISPLAY_COUNT,
    },
  );

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('directorsDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('topDirectors')}</h1>
      {directors.isPending ? (
        <div role="status" aria-label={t('loadingDirectors')} className={`mt-6 ${GRID}`}>
          {Array.from({ length: shown.shown }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
            <div key={i} className="rounded-xl border border-line bg-surface p-2">
              <Skeleton className="aspect-[2/3] w-full" />
              <Skeleton className="mx-auto mt-2 mb-1 h-4 w-2/3" />
            </div>
          ))}
        </div>
      ) : !directors.data ? (
        <div role="alert" className="mt-16 text-center">
          <p className="text-lg font-semibold text-danger">{t('directorsFailed')}</p>
          <button type="button" className="btn-primary mt-4" onClick={() => window.location.reload()}>
            {t('tryAgain')}
          </button>
        </div>
      ) : (
        <>
          <ul aria-label={t('directors')} className={`mt-6 ${GRID}`}>
            {list.slice(0, shown.shown).map((director, index) => (
              <li key={director.id}>
                <DirectorCard director={director} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
          {shown.hasMore && (
            <LoadMoreButton
              label={t('loadMoreRemaining', { count: shown.remaining })}
              busy={directors.isFetching}
              onClick={shown.more}
            />
          )}
        </>
      )}
    </section>
  );
}

/** A director's photo ('No Image' when missing or broken) and name, opening their person page. */
function DirectorCard({ director, eager }: { director: Director; eager: boolean }) {
  return (
    <Link
      {...ARROW_CARD}
      to={personHref(director.id, director.name)}
      className="group flex h-full flex-col rounded-xl border border-line bg-surface p-2 focus-visible:outline-offset-4 hover:border-accent/60"
    >
      <CatalogueImage
        path={director.profile_path}
        alt={director.name}
        eager={eager}
        className="aspect-[2/3] w-full rounded-lg"
      />
      {/* Whole names on every grid: a long one wraps onto a second line rather than being cut. */}
      <p className="mt-2 flex flex-1 items-center justify-center px-1 pb-1 text-center text-sm leading-snug font-semibold text-balance break-words group-hover:text-accent">
        {director.name}
      </p>
    </Link>
  );
}
