import type { NotificationSettings } from '@kinora/domain';
import { toastError } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** One toast for this section: a new outcome replaces the last. */
export const NOTIFY_TOAST = { id: 'notification-settings' };

/** The active profile's alert channels. */
export function useNotificationSettings() {
  return trpc.notificationSettings.get.useQuery();
}

/** Every change answers the whole document: the cache takes it as it is, nothing is asked again. */
function useStoreAnswer() {
  const utils = trpc.useUtils();
  return (settings: NotificationSettings) => {
    const { webhookSecret: _shownOnce, ...kept } = settings;
    utils.notificationSettings.get.setData(undefined, kept);
  };
}

/** A partial change; `onSaved` sees the answer, with the webhook secret the one time there is one. */
export function useUpdateNotificationSettings(onSaved?: (settings: NotificationSettings) => void) {
  const store = useStoreAnswer();
  return trpc.notificationSettings.update.useMutation({
    onSuccess: (settings) => {
      store(settings);
      onSaved?.(settings);
    },
    onError: (error) => toastError(error, undefined, NOTIFY_TOAST),
  });
}

export function useSubscribePush() {
  const store = useStoreAnswer();
  return trpc.notificationSettings.subscribePush.useMutation({ onSuccess: store });
}

export function useUnsubscribePush() {
  const store = useStoreAnswer();
  return trpc.notificationSettings.unsubscribePush.useMutation({ onSuccess: store });
}

/** The test through every channel that is on; the statuses change with it, so they are read again. */
export function useSendTestNotification() {
  const utils = trpc.useUtils();
  return trpc.notificationSettings.test.useMutation({
    onSettled: () => void utils.notificationSettings.get.invalidate(),
    onError: (error) => toastError(error, undefined, NOTIFY_TOAST),
  });
}
