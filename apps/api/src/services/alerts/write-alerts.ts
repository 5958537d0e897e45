import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { AlertDraft } from './alert-events';

/** Alerts written in one statement. */
const WRITE_CHUNK = 500;

/**
 * Stores alerts in their profiles' inboxes, each event at most once per profile: the unique (profile, event key)
 * index turns a second sighting (a later run, a run repeated after a crash, another instance) into nothing. The
 * channels (e-mail, push, webhook) pick new rows up by their empty `dispatched_at`. Answers how many were new.
 */
export async function writeAlerts(
  db: Database,
  alerts: readonly (AlertDraft & { profileId: string })[],
  now: Date,
): Promise<number> {
  // One order for every writer: two runs at once (a lease that lapsed mid-run) then wait on each other's rows
  // in the same order instead of deadlocking.
  const ordered = alerts
    .map((alert) => ({ ...alert, createdAt: now }))
    .sort((a, b) => a.profileId.localeCompare(b.profileId) || a.eventKey.localeCompare(b.eventKey));
  let created = 0;
  for (let start = 0; start < ordered.length; start += WRITE_CHUNK) {
    const rows = await db
      .insert(notifications)
      .values(ordered.slice(start, start + WRITE_CHUNK))
      .onConflictDoNothing({ target: [notifications.profileId, notifications.eventKey] })
      .returning({ id: notifications.id });
    created += rows.length;
  }
  return created;
}
