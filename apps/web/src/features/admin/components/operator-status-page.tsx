import { OPERATOR_STATUS } from '@kinora/domain';
import { Skeleton } from '@/components/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useOperatorStatus } from '../api/operator-status-api';
import { longDuration } from '../utils/operator-status-text';
import { AdminGate } from './admin-gate';
import { AdminNav } from './admin-nav';
import { AdminThemeArea, useAdminTheme } from './admin-theme';
import { CacheSection, InstancesSection, TmdbSection } from './operator-status-sections';
import { JobsSection, MailQueueSection } from './operator-status-work';

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
  const t = useT('admin');
  const status = useOperatorStatus();
  const data = status.data;
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('statusDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('statusHeading')}</h1>
      <AdminNav />
      <p className="mt-4 text-sm text-muted">
        {t('statusIntro', { duration: longDuration(OPERATOR_STATUS.REFRESH_MS) })}
        {data && ` ${t('lastRead', { time: formatDateTime(data.generatedAt) })}`}
      </p>
      {status.isError && (
        <div role="alert" className="mt-4 rounded-lg border border-danger/60 p-3 text-sm text-danger">
          {data ? t('refreshFailed') : t('loadFailed')}{' '}
          <button type="button" className="underline" onClick={() => void status.refetch()}>
            {t('tryAgain')}
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
  const t = useT('admin');
  return (
    <div role="status" aria-label={t('loadingStatus')} className="mt-6 grid gap-8">
      {['instances', 'tmdb', 'caches', 'jobs'].map((part) => (
        <div key={part} className="grid gap-3">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-24 w-full" />
        </div>
      ))}
    </div>
  );
}
