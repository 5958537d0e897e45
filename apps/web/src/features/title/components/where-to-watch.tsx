import type { MediaType, WatchProvider } from '@kinora/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { useWatchProviders } from '../api/title-queries';
import { SectionHeading } from './title-sections';

const KINDS = [
  ['stream', 'Stream'],
  ['rent', 'Rent'],
  ['buy', 'Buy'],
] as const;

/** A provider's logo (or, without one, its name), linking out to the title's offers page when there is one. */
function ProviderBadge({ provider, link }: { provider: WatchProvider; link: string | null }) {
  const face = provider.logo_path ? (
    <CatalogueImage path={provider.logo_path} alt={provider.provider_name} className="size-12 rounded-lg" />
  ) : (
    <span className="grid h-12 min-w-12 place-items-center rounded-lg bg-raised px-3 text-sm font-semibold">
      {provider.provider_name}
    </span>
  );
  if (!link) return <li title={provider.provider_name}>{face}</li>;
  return (
    <li>
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        title={`${provider.provider_name} (opens in a new tab)`}
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
  const headingId = useId();
  const query = useWatchProviders(media, id);
  const answer = query.data;
  const hasAny = answer && answer.stream.length + answer.rent.length + answer.buy.length > 0;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Where to watch</SectionHeading>
      {query.isPending ? (
        <div aria-hidden="true" className="h-12 w-64 animate-pulse rounded-lg bg-raised" />
      ) : query.isError || !answer ? (
        <p className="text-muted">Streaming offers could not be loaded.</p>
      ) : !hasAny ? (
        <p className="text-muted">
          No streaming, rental or purchase offers in {answer.region}.{' '}
          <Link to="/profile" className="link-inline">
            Change your region
          </Link>
        </p>
      ) : (
        <div className="space-y-4">
          {KINDS.map(([kind, label]) =>
            answer[kind].length > 0 ? (
              <div key={kind}>
                <h3 className="mb-2 text-sm font-medium text-muted">{label}</h3>
                <ul className="flex flex-wrap gap-3" aria-label={`${label} in ${answer.region}`}>
                  {answer[kind].map((provider) => (
                    <ProviderBadge key={provider.provider_id} provider={provider} link={answer.link} />
                  ))}
                </ul>
              </div>
            ) : null,
          )}
          <p className="text-xs text-muted">
            Offers in {answer.region}
            {answer.link ? ', from JustWatch via TMDB' : ''}.{' '}
            <Link to="/profile" className="link-inline">
              Change your region
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
