import type { NotificationItem } from '@kinora/domain';
import { Link } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useMarkNotificationsRead, useNotifications } from '../api/alerts-api';
import { KIND_LABELS, safeAlertLink } from '../utils/alert-links';

/**
 * /notifications (docs/product/alerts.md): the profile's alerts, newest first. Opening one marks it read; each
 * unread one can be marked read, or all at once.
 */
export function NotificationsPage() {
  const t = useT('alerts');
  const inbox = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = inbox.data?.content ?? [];
  const unreadIds = items.filter((n) => !n.read).map((n) => n.id);
  const mark = (ids: number[]) => {
    if (ids.length > 0) markRead.mutate({ ids });
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('documentTitle')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
        {unreadIds.length > 0 && (
          <button type="button" className="btn-ghost" onClick={() => mark(unreadIds)}>
            {t('markAllRead')}
          </button>
        )}
      </div>
      <p className="mt-2 text-muted">{t('intro')}</p>
      <div className="mt-6" aria-busy={inbox.isFetching}>
        {inbox.isPending ? (
          <div role="status" aria-label={t('loading')} className="grid gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : inbox.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 text-center">
            <p className="font-medium text-danger">{t('loadError')}</p>
            <button type="button" className="btn-ghost" onClick={() => inbox.refetch()}>
              {t('tryAgain')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div data-testid="empty-alerts" className="rounded-xl border border-line p-6 text-center">
            <p className="font-medium">{t('emptyTitle')}</p>
            <p className="mt-1 text-muted">{t('emptyHint')}</p>
            <Link to="/search" className="btn-primary mt-4 inline-flex">
              {t('findSomething')}
            </Link>
          </div>
        ) : (
          <ul aria-label={t('listLabel')} className="grid gap-3">
            {items.map((item) => (
              <AlertRow key={item.id} item={item} onRead={() => mark([item.id])} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function AlertRow({ item, onRead }: { item: NotificationItem; onRead: () => void }) {
  const t = useT('alerts');
  const link = safeAlertLink(item.link);
  const text = (
    <>
      <span className="text-xs font-semibold tracking-wide text-accent uppercase">
        {t(KIND_LABELS[item.kind])}
      </span>
      <span className="mt-0.5 block font-semibold text-text">{item.title}</span>
      <span className="mt-0.5 block text-sm text-muted">{item.body}</span>
    </>
  );
  return (
    <li
      className={`flex items-start gap-3 rounded-xl border p-4 ${item.read ? 'border-line' : 'border-accent/60 bg-raised'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-accent'}`}
      />
      <div className="min-w-0 flex-1">
        {link ? (
          <Link to={link} onClick={item.read ? undefined : onRead} className="block rounded hover:underline">
            {text}
          </Link>
        ) : (
          <div>{text}</div>
        )}
        <p className="mt-1 text-xs text-muted">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          {!item.read && <span className="sr-only">{t('unreadMark')}</span>}
        </p>
      </div>
      {!item.read && (
        <button
          type="button"
          className="btn-ghost min-h-9 shrink-0 px-3 text-sm"
          aria-label={t('markOneReadLabel', { title: item.title })}
          onClick={onRead}
        >
          {t('markRead')}
        </button>
      )}
    </li>
  );
}
