import type { NotificationKind } from '@kinora/domain';
import { formatNumber } from '@/lib/format';
import { type MessageKey, translate } from '@/lib/i18n';

/**
 * Where an alert may take the viewer: a path inside the app, never another site (the link is stored server-side,
 * but a link is the one thing an alert can do, so the page checks it as well).
 */
export function safeAlertLink(link: string): string | null {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}

/** What each kind of alert is called on its row: the key of its text. */
export const KIND_LABELS: Readonly<Record<NotificationKind, MessageKey<'alerts'>>> = {
  episode: 'kindEpisode',
  available: 'kindAvailable',
  released: 'kindReleased',
};

/** The bell's accessible name: what it is and, when there is any, how many are unread. */
export const bellLabel = (unread: number) =>
  unread > 0 ? translate('common', 'alertsBellUnread', { count: unread }) : translate('common', 'alertsBell');

/** The badge's text: a big count is capped so the badge keeps its size. */
export const badgeText = (unread: number) => (unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread));
