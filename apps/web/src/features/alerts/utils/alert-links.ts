import type { NotificationKind } from '@kinora/domain';

/**
 * Where an alert may take the viewer: a path inside the app, never another site (the link is stored server-side,
 * but a link is the one thing an alert can do, so the page checks it as well).
 */
export function safeAlertLink(link: string): string | null {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}

export const KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  episode: 'New episode',
  available: 'Now on your service',
  released: 'Released',
};

/** The bell's accessible name: what it is and, when there is any, how many are unread. */
export const bellLabel = (unread: number) => (unread > 0 ? `Alerts, ${unread} unread` : 'Alerts');

/** The badge's text: a big count is capped so the badge keeps its size. */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));
