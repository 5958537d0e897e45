import type { OperatorJob, OperatorStatus } from '@kinora/domain';
import { formatDateTime } from '@/lib/format';
import { count, shortDuration } from '../utils/operator-status-text';
import { Facts, StatusSection } from './operator-status-parts';

type Props = { status: OperatorStatus };

export function MailQueueSection({ status }: Props) {
  const { depth, failed, oldestAgeSeconds } = status.mailQueue;
  return (
    <StatusSection id="status-mail" title="Mail queue">
      <div className="mt-3">
        <Facts
          items={[
            ['Waiting to be sent', count(depth)],
            ['Oldest waiting for', depth > 0 ? shortDuration(oldestAgeSeconds) : 'Nothing waits'],
            ['Given up after every retry', count(failed)],
          ]}
        />
      </div>
    </StatusSection>
  );
}

function outcomeOf(job: OperatorJob): string {
  if (job.isRunning) return 'Running now';
  if (job.lastError) return `Failed: ${job.lastError}`;
  return job.runs > 0 ? 'Succeeded' : 'Not run yet';
}

export function JobsSection({ status }: Props) {
  return (
    <StatusSection id="status-jobs" title="Last job runs">
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {status.jobs.map((job) => (
          <li key={job.name} className="rounded-lg border border-line p-4">
            <h3 className="break-words font-semibold">{job.name}</h3>
            <div className="mt-2">
              <Facts
                items={[
                  ['Runs every', shortDuration(job.everySeconds)],
                  ['Last run', job.lastFinishedAt ? formatDateTime(job.lastFinishedAt) : 'Never'],
                  [
                    'Outcome',
                    <span key="outcome" className={job.lastError ? 'text-danger' : undefined}>
                      {outcomeOf(job)}
                    </span>,
                  ],
                  ['Runs (failed)', `${count(job.runs)} (${count(job.failures)})`],
                  ['Next due', formatDateTime(job.nextDueAt)],
                ]}
              />
            </div>
          </li>
        ))}
      </ul>
    </StatusSection>
  );
}
