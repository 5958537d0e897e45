import {
  type CacheRow,
  durationInWords,
  OPERATOR_STATUS,
  type OperatorInstance,
  type OperatorStatus,
} from '@kinora/domain';
import { formatDateTime } from '@/lib/format';
import { ago, count, instanceName, percent, TMDB_STATE_TEXT } from '../utils/operator-status-text';
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
  return (
    <li className="rounded-lg border border-line p-4">
      <h3 className="break-words font-semibold">{instanceName(instance.id, instance.host)}</h3>
      <div className="mt-2">
        <Facts
          items={[
            ['Version', instance.version],
            ['Started', formatDateTime(instance.startedAt)],
            ['Last report', ago(instance.secondsSinceSeen)],
            ['TMDB requests', count(instance.tmdb.requests)],
            ['TMDB errors', `${count(instance.tmdb.errors)} (${percent(instance.tmdb.errorRate)})`],
            ...instance.caches.map(
              (row) =>
                [`${capitalised(row.cache)} cache hits`, hitRateOf(instance.caches, row.cache)] as const,
            ),
          ]}
        />
      </div>
    </li>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function InstancesSection({ status }: Props) {
  const title = `Instances seen in the last ${durationInWords(status.seenWithinSeconds * 1000)}`;
  return (
    <StatusSection id="status-instances" title={`${title} (${status.instances.length})`}>
      {status.instances.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          No instance has reported recently. Instances report every{' '}
          {durationInWords(OPERATOR_STATUS.HEARTBEAT_MS)}; check that they are running and reach the database.
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
  const { tmdb, totals } = status;
  const state = TMDB_STATE_TEXT[tmdb.state];
  const byOutcome = Object.entries(totals.tmdb.byOutcome)
    .map(([outcome, n]) => `${outcome}: ${count(n)}`)
    .join(', ');
  return (
    <StatusSection id="status-tmdb" title="TMDB">
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className={`rounded border px-2 py-0.5 font-semibold ${TONE_CLASS[state.tone]}`}>
          {state.label}
        </span>
        <span className="text-muted">{state.detail}</span>
      </p>
      <div className="mt-3">
        <Facts
          items={[
            [
              `Error rate, last ${durationInWords(tmdb.recent.windowSeconds * 1000)}`,
              `${percent(tmdb.recent.errorRate)} (${count(tmdb.recent.errors)} of ${count(tmdb.recent.requests)} requests)`,
            ],
            [
              'Error rate since the instances started',
              `${percent(totals.tmdb.errorRate)} (${count(totals.tmdb.errors)} of ${count(totals.tmdb.requests)} requests)`,
            ],
            ['Requests by outcome', byOutcome || 'None yet'],
            [
              'Last answer',
              tmdb.lastAnswer
                ? `${tmdb.lastAnswer.outcome}, ${ago(tmdb.lastAnswer.secondsAgo)}`
                : 'None from a live instance',
            ],
          ]}
        />
      </div>
    </StatusSection>
  );
}

export function CacheSection({ status }: Props) {
  return (
    <StatusSection id="status-caches" title="Cache hit rates (all instances)">
      <FiguresTable label="Cache hit rates table" headings={['Cache', 'Hits', 'Stale', 'Misses', 'Hit rate']}>
        {status.totals.caches.map((row) => (
          <tr key={row.cache} className="border-t border-line">
            <th scope="row" className="py-2 pe-4 text-start font-medium">
              {capitalised(row.cache)}
            </th>
            <td className="py-2 pe-4 text-end">{count(row.hits)}</td>
            <td className="py-2 pe-4 text-end">{count(row.stale)}</td>
            <td className="py-2 pe-4 text-end">{count(row.misses)}</td>
            <td className="py-2 pe-4 text-end">{percent(row.hitRate)}</td>
          </tr>
        ))}
      </FiguresTable>
      <p className="mt-2 text-xs text-muted">A stale answer is served from the cache while it refreshes.</p>
    </StatusSection>
  );
}
