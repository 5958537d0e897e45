import { MAX_SERVICES, type MyService, type WatchRegion } from '@kinora/domain';
import { useState } from 'react';
import { CatalogueImage } from '@/components/catalogue-image';
import { i18n, useT } from '@/lib/i18n';
import { useMyServices, useUpdateMyServices } from '../api/my-services-api';
import { hasChanges, toggleService } from '../utils/selection';

/** A country's name in the page's language ("Germany", "Allemagne", "ドイツ"). */
const regionName = (code: string) =>
  new Intl.DisplayNames(i18n.locale || 'en', { type: 'region' }).of(code) ?? code;

/**
 * /profile's "My services" (docs/product/my-services.md): the region's providers as toggles, ticked where the profile
 * has them, saved together. Keyed by the saved choice, so a new answer from the server starts the ticks afresh.
 */
export function MyServicesSetting() {
  const t = useT('my-services');
  const query = useMyServices();
  if (query.isPending) {
    return <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-raised" />;
  }
  if (query.isError || !query.data) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('loadFailed')}{' '}
        <button type="button" className="link-inline" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </button>
      </p>
    );
  }
  const { region, content } = query.data;
  if (content.length === 0) {
    return (
      <p role="status" className="text-sm text-muted">
        {t('noServices', { region: regionName(region) })}
      </p>
    );
  }
  const savedKey = `${region}:${content.map((s) => `${s.id}${s.selected ? '+' : ''}`).join(',')}`;
  return <ServicePicker key={savedKey} region={region} services={content} />;
}

function ServicePicker({ region, services }: { region: WatchRegion; services: readonly MyService[] }) {
  const t = useT('my-services');
  const [ticked, setTicked] = useState(() => new Set(services.filter((s) => s.selected).map((s) => s.id)));
  const save = useUpdateMyServices();
  const isChanged = hasChanges(services, ticked);
  const isFull = ticked.size >= MAX_SERVICES;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('pickIntro', { region: regionName(region) })}</p>
      <ul aria-label={t('servicesIn', { region: regionName(region) })} className="flex flex-wrap gap-2">
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
          {save.isPending ? t('saving') : t('saveServices')}
        </button>
        <span className="text-sm text-muted" aria-live="polite">
          {isFull
            ? t('chosenFull', { count: ticked.size, max: MAX_SERVICES })
            : t('chosen', { count: ticked.size })}
        </span>
      </div>
    </div>
  );
}
