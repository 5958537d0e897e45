import { NOTIFICATION_POLL_SECONDS } from '@kinora/domain';
import { trpc } from '@/lib/trpc';

/** How the bell and the inbox keep up with new alerts: asked again now and then, and when the tab is back. */
export const POLLED = {
  refetchInterval: NOTIFICATION_POLL_SECONDS * 1000,
  refetchOnWindowFocus: true,
} as const;

/**
 * The bell's figure (notifications.unreadCount), on every signed-in page: the count alone, not the inbox's newest
 * alerts. A file apart from the inbox's calls (alerts-api.ts), which load with the inbox page only.
 */
export function useUnreadAlertCount(): number {
  return trpc.notifications.unreadCount.useQuery(undefined, POLLED).data?.count ?? 0;
}
