import type { MediaType, WatchProvider } from '@kinora/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { useT } from '@/lib/i18n';
import { useWatchProviders } from '../api/title-queries';
import { SectionHeading } from './title-sections';

/** Each kind of offer, with its heading and its list's name ("Stream in US"). */
const KINDS = [
  ['stream', 'streamHeading', 'streamIn'],
  ['rent', 'rentHeading', 'rentIn'],
  ['buy', 'buyHeading', 'buyIn'],
] as const;

/** The viewer's own services first (docs/product/my-services.md), the catalogue's order otherwise. */
const mineFirst = (list: readonly WatchProvider[]) => [
  ...list.filter((p) => p.mine),
  ...list.filter((p) => !p.mine),
];

/**
 * A provider's logo (or, without one, its name), linking out to the title's offers page when there is one; one of
 * the viewer's services is ringed and says so.
 */
function ProviderBadge({ provider, link }: { provider: WatchProvider; link: string | null }) {
  const t = useT('title');
  const name = provider.mine
    ? t('yourService', { provider: provider.provider_name })
    : provider.provider_name;
  const ring = provider.mine ? 'ring-2 ring-accent ring-offset-2 ring-offset-surface' : '';
  const logo = provider.logo_path ? (
    <CatalogueImage path={provider.logo_path} alt={name} className={`size-12 rounded-lg ${ring}`} />
  ) : (
    <span
      className={`grid h-12 min-w-12 place-items-center rounded-lg bg-raised px-3 text-sm font-semibold ${ring}`}
    >
      {provider.provider_name}
      {provider.mine && <span className="sr-only"> {t('yourServiceNote')}</span>}
    </span>
  );
  const face = provider.mine ? (
    <span className="flex flex-col items-center gap-1">
      {logo}
      <span aria-hidden="true" className="text-xs font-semibold text-accent">
        {t('yours')}
      </span>
    </span>
  ) : (
    logo
  );
  if (!link) return <li title={name}>{face}</li>;
  return (
    <li>
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        title={t('providerOpensInNewTab', { provider: name })}
      >
        {face}
      </a>
    </li>
  );
}

/**
 * 'Where to watch' on movie and show pages (docs/product/title-pages.md): streaming, rental and purchase offers
 * in the viewer's region. Logos link to the offers page the catalogue gives (TMDB's, which names its source).
 */
export function WhereToWatch({ media, id }: { media: MediaType; id: number }) {
  const t = useT('title');
  const headingId = useId();
  const query = useWatchProviders(media, id);
  const answer = query.data;
  const hasAny = answer && answer.stream.length + answer.rent.length + answer.buy.length > 0;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('whereToWatchHeading')}</SectionHeading>
      {query.isPending ? (
        <div aria-hidden="true" className="h-12 w-64 animate-pulse rounded-lg bg-raised" />
      ) : query.isError || !answer ? (
        <p className="text-muted">{t('offersFailed')}</p>
      ) : !hasAny ? (
        <p className="text-muted">
          {t('noOffers', { region: answer.region })}{' '}
          <Link to="/profile" className="link-inline">
            {t('changeRegion')}
          </Link>
        </p>
      ) : (
        <div className="space-y-4">
          {KINDS.map(([kind, heading, listName]) =>
            answer[kind].length > 0 ? (
              <div key={kind}>
                <h3 className="mb-2 text-sm font-medium text-muted">{t(heading)}</h3>
                <ul className="flex flex-wrap gap-3" aria-label={t(listName, { region: answer.region })}>
                  {mineFirst(answer[kind]).map((provider) => (
                    <ProviderBadge key={provider.provider_id} provider={provider} link={answer.link} />
                  ))}
                </ul>
              </div>
            ) : null,
          )}
          <p className="text-xs text-muted">
            {t(answer.link ? 'offersInFromJustWatch' : 'offersIn', { region: answer.region })}{' '}
            <Link to="/profile" className="link-inline">
              {t('changeRegion')}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
