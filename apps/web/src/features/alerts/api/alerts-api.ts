import { toastError } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';
import { POLLED } from './unread-alert-count-api';

/** The profile's inbox (notifications.list): newest alerts and the unread count, asked again now and then. */
export function useNotifications() {
  return trpc.notifications.list.useQuery(undefined, POLLED);
}

/** notifications.markRead: the inbox and the bell show them read at once, then both refresh from the server. */
export function useMarkNotificationsRead() {
  const utils = trpc.useUtils();
  return trpc.notifications.markRead.useMutation({
    onMutate: ({ ids }) => {
      const marked = new Set(ids);
      const inbox = utils.notifications.list.getData();
      const newlyRead = inbox?.content.filter((n) => !n.read && marked.has(n.id)).length ?? 0;
      if (inbox) {
        utils.notifications.list.setData(undefined, {
          unread: Math.max(0, inbox.unread - newlyRead),
          content: inbox.content.map((n) => (marked.has(n.id) ? { ...n, read: true } : n)),
        });
      }
      utils.notifications.unreadCount.setData(undefined, (answer) =>
        answer ? { count: Math.max(0, answer.count - newlyRead) } : answer,
      );
    },
    // The server's answer says how many are still unread: the bell shows that before the refresh comes back.
    onSuccess: ({ unread }) => utils.notifications.unreadCount.setData(undefined, { count: unread }),
    onError: (error) => toastError(error),
    onSettled: () =>
      Promise.all([utils.notifications.list.invalidate(), utils.notifications.unreadCount.invalidate()]),
  });
}
