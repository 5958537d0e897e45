import { useCallback, useEffect, useState } from 'react';
import { translate } from '@/lib/i18n';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSubscribePush, useUnsubscribePush } from '../api/notification-settings-api';
import { applicationServerKey } from '../utils/push-key';

export type WebPushState =
  /** This browser (or this server) cannot do web push at all. */
  | 'unsupported'
  /** The person said no; only the browser's site settings can undo it. */
  | 'blocked'
  | 'off'
  | 'on';

/** Why turning push on or off failed, in the page's language. */
export const PUSH_MESSAGES = {
  BLOCKED: () => translate('notification-settings', 'pushBlockedError'),
  NO_WORKER: () => translate('notification-settings', 'pushNoWorkerError'),
} as const;

function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker that shows pushes (decision 012); none in development, where it is not registered. */
async function worker(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new Error(PUSH_MESSAGES.NO_WORKER());
  return registration;
}

/**
 * Web push for this browser: whether it is on here, and turning it on (the browser asks the person, subscribes
 * with the server's VAPID key, and the subscription goes to the API) or off (unsubscribed, and forgotten by the API).
 */
export function useWebPush() {
  const { webPushPublicKey } = useRuntimeConfig();
  const isSupported = browserSupportsPush() && Boolean(webPushPublicKey);
  const [state, setState] = useState<WebPushState>(isSupported ? 'off' : 'unsupported');
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();

  useEffect(() => {
    if (!isSupported) return;
    if (Notification.permission === 'denied') {
      setState('blocked');
      return;
    }
    let live = true;
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => {
        if (live) setState(subscription ? 'on' : 'off');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [isSupported]);

  const enable = useCallback(async () => {
    if (!webPushPublicKey) return;
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      if (permission === 'denied') setState('blocked');
      throw new Error(PUSH_MESSAGES.BLOCKED());
    }
    const registration = await worker();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(webPushPublicKey),
    });
    const json = subscription.toJSON();
    await subscribe.mutateAsync({
      endpoint: subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    });
    setState('on');
  }, [webPushPublicKey, subscribe]);

  const disable = useCallback(async () => {
    const registration = await worker();
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) {
      await unsubscribe.mutateAsync({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    setState('off');
  }, [unsubscribe]);

  return { state, enable, disable, isBusy: subscribe.isPending || unsubscribe.isPending };
}
