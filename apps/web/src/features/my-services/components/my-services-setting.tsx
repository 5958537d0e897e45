import { MAX_SERVICES, type MyService, type WatchRegion } from '@kinora/domain';
import { useState } from 'react';
import { CatalogueImage } from '@/components/catalogue-image';
import { useMyServices, useUpdateMyServices } from '../api/my-services-api';
import { hasChanges, toggleService } from '../utils/selection';

const regionName = (code: string) => new Intl.DisplayNames(undefined, { type: 'region' }).of(code) ?? code;

/**
 * /profile's "My services" (docs/product/my-services.md): the region's providers as toggles, ticked where the profile
 * has them, saved together. Keyed by the saved choice, so a new answer from the server starts the ticks afresh.
 */
export function MyServicesSetting() {
  const query = useMyServices();
  if (query.isPending) {
    return <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-raised" />;
  }
  if (query.isError || !query.data) {
    return (
      <p role="alert" className="text-sm text-danger">
        Your services could not be loaded.{' '}
        <button type="button" className="link-inline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const { region, content } = query.data;
  if (content.length === 0) {
    return (
      <p role="status" className="text-sm text-muted">
        No streaming services are listed for {regionName(region)}. Choose another country under Where to
        watch.
      </p>
    );
  }
  const savedKey = `${region}:${content.map((s) => `${s.id}${s.selected ? '+' : ''}`).join(',')}`;
  return <ServicePicker key={savedKey} region={region} services={content} />;
}

function ServicePicker({ region, services }: { region: WatchRegion; services: readonly MyService[] }) {
  const [ticked, setTicked] = useState(() => new Set(services.filter((s) => s.selected).map((s) => s.id)));
  const save = useUpdateMyServices();
  const isChanged = hasChanges(services, ticked);
  const isFull = ticked.size >= MAX_SERVICES;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Pick the streaming services you have in {regionName(region)}: title pages mark their offers, and
        search and your watch-later list can show only what streams on them.
      </p>
      <ul aria-label={`Streaming services in ${regionName(region)}`} className="flex flex-wrap gap-2">
        {services.map((service) => {
          const isOn = ticked.has(service.id);
          return (
            <li key={service.id}>
              <button
                type="button"
                aria-pressed={isOn}
                disabled={!isOn && isFull}
                onClick={() => setTicked((current) => toggleService(current, service.id))}
                className={`flex min-h-11 items-center gap-2 rounded-lg border px-2 py-1 text-sm transition-colors disabled:opacity-50 ${
                  isOn ? 'border-accent bg-accent/15 font-semibold' : 'border-line bg-raised'
                }`}
              >
                {service.logo_path ? (
                  <CatalogueImage path={service.logo_path} alt="" className="size-8 rounded-md" />
                ) : null}
                <span>{service.name}</span>
                <span aria-hidden="true" className={isOn ? 'text-accent' : 'invisible'}>
                  ✓
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={!isChanged || save.isPending}
          onClick={() => save.mutate({ providerIds: [...ticked], region })}
        >
          {save.isPending ? 'Saving...' : 'Save services'}
        </button>
        <span className="text-sm text-muted" aria-live="polite">
          {ticked.size === 0 ? 'None chosen' : `${ticked.size} chosen`}
          {isFull ? ` (at most ${MAX_SERVICES})` : ''}
        </span>
      </div>
    </div>
  );
}
