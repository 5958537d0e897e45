import { durationInWords, OPERATOR_STATUS } from '@kinora/domain';
import { Skeleton } from '@/components/skeleton';
import { formatDateTime } from '@/lib/format';
import { useOperatorStatus } from '../api/operator-status-api';
import { AdminGate } from './admin-gate';
import { AdminNav } from './admin-nav';
import { AdminThemeArea, useAdminTheme } from './admin-theme';
import { CacheSection, InstancesSection, TmdbSection } from './operator-status-sections';
import { JobsSection, MailQueueSection } from './operator-status-work';

const TITLE = 'Operator status';

/** /profile/admin/status: behind the admin password gate, the cluster's health, read afresh every 15 seconds. */
export function OperatorStatusPage() {
  const theme = useAdminTheme();
  return (
    <AdminThemeArea isDark={theme.isDark}>
      <AdminGate>
        <OperatorStatus />
      </AdminGate>
    </AdminThemeArea>
  );
}

function OperatorStatus() {
  const status = useOperatorStatus();
  const data = status.data;
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{`${TITLE} - Kinora`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{TITLE}</h1>
      <AdminNav />
      <p className="mt-4 text-sm text-muted">
        The figures every API instance reported, the same as their /metrics pages show. This page reads them
        again every {durationInWords(OPERATOR_STATUS.REFRESH_MS)}.
        {data && <> Last read: {formatDateTime(data.generatedAt)}.</>}
      </p>
      {status.isError && (
        <div role="alert" className="mt-4 rounded-lg border border-danger/60 p-3 text-sm text-danger">
          {data
            ? 'The status could not be refreshed: these are the last figures read.'
            : 'The status could not be loaded.'}{' '}
          <button type="button" className="underline" onClick={() => void status.refetch()}>
            Try again
          </button>
        </div>
      )}
      {data ? (
        <div className="mt-6 grid gap-8">
          <InstancesSection status={data} />
          <TmdbSection status={data} />
          <CacheSection status={data} />
          <MailQueueSection status={data} />
          <JobsSection status={data} />
        </div>
      ) : (
        !status.isError && <StatusSkeleton />
      )}
    </section>
  );
}

/** The page's shape while the first figures load, announced once. */
function StatusSkeleton() {
  return (
    <div role="status" aria-label="Loading the status" className="mt-6 grid gap-8">
      {['instances', 'tmdb', 'caches', 'jobs'].map((part) => (
        <div key={part} className="grid gap-3">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-24 w-full" />
        </div>
      ))}
    </div>
  );
}
