import { WATCH_REGIONS, type WatchRegion } from '@kinora/domain';
import { SelectField } from '@/components/select-field';
import { browserRegion } from '@/lib/browser-region';
import { i18n, useT } from '@/lib/i18n';
import { useRegion, useSetRegion } from '../api/account-api';

const BROWSER = 'browser';
/** A country's name in the page's language. */
const regionName = (code: string) =>
  new Intl.DisplayNames(i18n.locale || 'en', { type: 'region' }).of(code) ?? code;

/** /profile: the country whose streaming offers 'Where to watch' lists, or the browser's own. */
export function RegionSetting() {
  const t = useT('account');
  const region = useRegion();
  const change = useSetRegion();
  const fromBrowser = browserRegion();
  const options = [
    { value: BROWSER, label: t('regionFromBrowser', { country: regionName(fromBrowser || 'US') }) },
    ...WATCH_REGIONS.map((code) => ({ value: code, label: regionName(code) })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.locale || 'en'),
    ),
  ];
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line pt-4">
      <div>
        <p className="font-medium">{t('regionTitle')}</p>
        <p className="text-sm text-muted">{t('regionHint')}</p>
      </div>
      <SelectField<string>
        label={t('regionSelectLabel')}
        value={region.data?.region ?? BROWSER}
        options={options}
        onChange={(value) => change.mutate({ region: value === BROWSER ? null : (value as WatchRegion) })}
      />
    </div>
  );
}
