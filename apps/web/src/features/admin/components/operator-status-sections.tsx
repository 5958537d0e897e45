import { type CacheRow, OPERATOR_STATUS, type OperatorInstance, type OperatorStatus } from '@kinora/domain';
import { formatDateTime } from '@/lib/format-date';
import { i18n, useT } from '@/lib/i18n';
import {
  ago,
  cacheHitsLabel,
  cacheName,
  count,
  instanceName,
  longDuration,
  percent,
  TMDB_STATE_TEXT,
} from '../utils/operator-status-text';
import { Facts, FiguresTable, StatusSection } from './operator-status-parts';

type Props = { status: OperatorStatus };

const TONE_CLASS = {
  ok: 'border-line text-text',
  warn: 'border-accent text-accent',
  bad: 'border-danger text-danger',
  idle: 'border-line text-muted',
} as const;

const hitRateOf = (caches: readonly CacheRow[], cache: string) =>
  percent(caches.find((row) => row.cache === cache)?.hitRate ?? null);

function InstanceCard({ instance }: { instance: OperatorInstance }) {
  const t = useT('admin');
  return (
    <li className="rounded-lg border border-line p-4">
      <h3 className="break-words font-semibold">{instanceName(instance.id, instance.host)}</h3>
      <div className="mt-2">
        <Facts
          items={[
            [t('factVersion'), instance.version],
            [t('factStarted'), formatDateTime(instance.startedAt)],
            [t('factLastReport'), ago(instance.secondsSinceSeen)],
            [t('factTmdbRequests'), count(instance.tmdb.requests)],
            [
              t('factTmdbErrors'),
              t('countAndShare', {
                count: count(instance.tmdb.errors),
                share: percent(instance.tmdb.errorRate),
              }),
            ],
            ...instance.caches.map(
              (row) => [cacheHitsLabel(row.cache), hitRateOf(instance.caches, row.cache)] as const,
            ),
          ]}
        />
      </div>
    </li>
  );
}

export function InstancesSection({ status }: Props) {
  const t = useT('admin');
  const title = t('instancesTitle', {
    duration: longDuration(status.seenWithinSeconds * 1000),
    count: count(status.instances.length),
  });
  return (
    <StatusSection id="status-instances" title={title}>
      {status.instances.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          {t('noInstances', { duration: longDuration(OPERATOR_STATUS.HEARTBEAT_MS) })}
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {status.instances.map((instance) => (
            <InstanceCard key={instance.id} instance={instance} />
          ))}
        </ul>
      )}
    </StatusSection>
  );
}

export function TmdbSection({ status }: Props) {
  const t = useT('admin');
  const { tmdb, totals } = status;
  const state = TMDB_STATE_TEXT[tmdb.state];
  const byOutcome = new Intl.ListFormat(i18n.locale || 'en', { style: 'short', type: 'unit' }).format(
    Object.entries(totals.tmdb.byOutcome).map(([outcome, n]) =>
      t('outcomeCount', { outcome, count: count(n) }),
    ),
  );
  const requestShare = (counts: { errorRate: number | null; errors: number; requests: number }) =>
    t('errorShare', {
      share: percent(counts.errorRate),
      errors: count(counts.errors),
      requests: counts.requests,
    });
  return (
    <StatusSection id="status-tmdb" title="TMDB">
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className={`rounded border px-2 py-0.5 font-semibold ${TONE_CLASS[state.tone]}`}>
          {t(state.label)}
        </span>
        <span className="text-muted">{t(state.detail)}</span>
      </p>
      <div className="mt-3">
        <Facts
          items={[
            [
              t('errorRateRecent', { duration: longDuration(tmdb.recent.windowSeconds * 1000) }),
              requestShare(tmdb.recent),
            ],
            [t('errorRateTotal'), requestShare(totals.tmdb)],
            [t('requestsByOutcome'), byOutcome || t('noneYet')],
            [
              t('lastAnswer'),
              tmdb.lastAnswer
                ? t('outcomeAgo', { outcome: tmdb.lastAnswer.outcome, ago: ago(tmdb.lastAnswer.secondsAgo) })
                : t('noLiveAnswer'),
            ],
          ]}
        />
      </div>
    </StatusSection>
  );
}

export function CacheSection({ status }: Props) {
  const t = useT('admin');
  return (
    <StatusSection id="status-caches" title={t('cachesTitle')}>
      <FiguresTable
        label={t('cachesTableLabel')}
        headings={[
          t('columnCache'),
          t('columnHits'),
          t('columnStale'),
          t('columnMisses'),
          t('columnHitRate'),
        ]}
      >
        {status.totals.caches.map((row) => (
          <tr key={row.cache} className="border-t border-line">
            <th scope="row" className="py-2 pe-4 text-start font-medium">
              {cacheName(row.cache)}
            </th>
            <td className="py-2 pe-4 text-end">{count(row.hits)}</td>
            <td className="py-2 pe-4 text-end">{count(row.stale)}</td>
            <td className="py-2 pe-4 text-end">{count(row.misses)}</td>
            <td className="py-2 pe-4 text-end">{percent(row.hitRate)}</td>
          </tr>
        ))}
      </FiguresTable>
      <p className="mt-2 text-xs text-muted">{t('staleNote')}</p>
    </StatusSection>
  );
}
