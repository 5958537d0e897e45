import { WATCH_REGIONS, type WatchRegion } from '@kinora/domain';
import { SelectField } from '@/components/select-field';
import { browserRegion } from '@/lib/browser-region';
import { useRegion, useSetRegion } from '../api/account-api';

const BROWSER = 'browser';
const regionName = (code: string) => new Intl.DisplayNames(undefined, { type: 'region' }).of(code) ?? code;

/** /profile: the country whose streaming offers 'Where to watch' lists, or the browser's own. */
export function RegionSetting() {
  const region = useRegion();
  const change = useSetRegion();
  const fromBrowser = browserRegion();
  const options = [
    { value: BROWSER, label: `My browser's (${fromBrowser ? regionName(fromBrowser) : regionName('US')})` },
    ...WATCH_REGIONS.map((code) => ({ value: code, label: regionName(code) })).sort((a, b) =>
      a.label.localeCompare(b.label),
    ),
  ];
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line pt-4">
      <div>
        <p className="font-medium">Where to watch</p>
        <p className="text-sm text-muted">
          The country whose streaming, rental and purchase offers title pages list.
        </p>
      </div>
      <SelectField<string>
        label="Country for Where to watch"
        value={region.data?.region ?? BROWSER}
        options={options}
        onChange={(value) => change.mutate({ region: value === BROWSER ? null : (value as WatchRegion) })}
      />
    </div>
  );
}
