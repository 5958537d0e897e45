import { NOTIFICATION_POLL_SECONDS } from '@kinora/domain';
import { toastError } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** The profile's inbox (notifications.list): newest alerts and the unread count, asked again now and then. */
export function useNotifications() {
  return trpc.notifications.list.useQuery(undefined, {
    refetchInterval: NOTIFICATION_POLL_SECONDS * 1000,
    refetchOnWindowFocus: true,
  });
}

/** notifications.markRead: the inbox shows them read at once, then refreshes from the server. */
export function useMarkNotificationsRead() {
  const utils = trpc.useUtils();
  return trpc.notifications.markRead.useMutation({
    onMutate: ({ ids }) => {
      const marked = new Set(ids);
      utils.notifications.list.setData(undefined, (inbox) => {
        if (!inbox) return inbox;
        const newlyRead = inbox.content.filter((n) => !n.read && marked.has(n.id)).length;
        return {
          unread: Math.max(0, inbox.unread - newlyRead),
          content: inbox.content.map((n) => (marked.has(n.id) ? { ...n, read: true } : n)),
        };
      });
    },
    onError: (error) => toastError(error),
    onSettled: () => utils.notifications.list.invalidate(),
  });
}
