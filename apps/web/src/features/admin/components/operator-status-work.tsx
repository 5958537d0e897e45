import type { OperatorJob, OperatorStatus } from '@kinora/domain';
import { formatDateTime } from '@/lib/format-date';
import { translate, useT } from '@/lib/i18n';
import { count, shortDuration } from '../utils/operator-status-text';
import { Facts, StatusSection } from './operator-status-parts';

type Props = { status: OperatorStatus };

export function MailQueueSection({ status }: Props) {
  const t = useT('admin');
  const { depth, failed, oldestAgeSeconds } = status.mailQueue;
  return (
    <StatusSection id="status-mail" title={t('mailTitle')}>
      <div className="mt-3">
        <Facts
          items={[
            [t('mailWaiting'), count(depth)],
            [t('mailOldest'), depth > 0 ? shortDuration(oldestAgeSeconds) : t('mailNothingWaits')],
            [t('mailGivenUp'), count(failed)],
          ]}
        />
      </div>
    </StatusSection>
  );
}

function outcomeOf(job: OperatorJob): string {
  if (job.isRunning) return translate('admin', 'jobRunning');
  // The error is the job's own words (from the server), quoted as they are.
  if (job.lastError) return translate('admin', 'jobFailed', { error: job.lastError });
  return translate('admin', job.runs > 0 ? 'jobSucceeded' : 'jobNotRun');
}

export function JobsSection({ status }: Props) {
  const t = useT('admin');
  return (
    <StatusSection id="status-jobs" title={t('jobsTitle')}>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {status.jobs.map((job) => (
          <li key={job.name} className="rounded-lg border border-line p-4">
            <h3 className="break-words font-semibold">{job.name}</h3>
            <div className="mt-2">
              <Facts
                items={[
                  [t('jobRunsEvery'), shortDuration(job.everySeconds)],
                  [t('jobLastRun'), job.lastFinishedAt ? formatDateTime(job.lastFinishedAt) : t('jobNever')],
                  [
                    t('jobOutcome'),
                    <span key="outcome" className={job.lastError ? 'text-danger' : undefined}>
                      {outcomeOf(job)}
                    </span>,
                  ],
                  [
                    t('jobRunsFailed'),
                    t('runsAndFailures', { runs: count(job.runs), failures: count(job.failures) }),
                  ],
                  [t('jobNextDue'), formatDateTime(job.nextDueAt)],
                ]}
              />
            </div>
          </li>
        ))}
      </ul>
    </StatusSection>
  );
}
