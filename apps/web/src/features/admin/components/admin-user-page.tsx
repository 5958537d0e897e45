import { CHAT } from '@kinora/domain';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { OutlineIcon } from '@/components/outline-icon';
import { formatNumber, truncate } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useAdminUser, useDeleteUser } from '../api/admin-api';
import { AdminGate } from './admin-gate';
import { AdminThemeArea, useAdminTheme } from './admin-theme';

/** /profile/admin/user?email=: one account's details, lists and histories, behind the admin gate. */
export function AdminUserPage() {
  // No switch here: the page keeps the look chosen on the dashboard.
  const { isDark } = useAdminTheme();
  return (
    <AdminThemeArea isDark={isDark}>
      <AdminGate>
        <AdminUser />
      </AdminGate>
    </AdminThemeArea>
  );
}

function AdminUser() {
  const t = useT('admin');
  const episodeOf = (item: { title: string; season?: number | null; episode?: number | null }) =>
    item.season
      ? t('titleEpisode', { title: item.title, season: item.season, episode: item.episode })
      : item.title;
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const detail = useAdminUser(email);
  const navigate = useNavigate();
  const remove = useDeleteUser(() => navigate('/profile/admin'));
  const data = detail.data;
  return (
    <section className="mx-auto max-w-4xl space-y-4 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('userDocumentTitle')}</title>
      <Link
        to="/profile/admin"
        className="inline-flex items-center gap-1 text-sm text-accent hover:underline"
      >
        {/* Points back: to the left, and to the right in a right-to-left page. */}
        <OutlineIcon className="size-4 rtl:-scale-x-100">
          <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </OutlineIcon>
        {t('backToDashboard')}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">{t('userHeading')}</h1>
      {!email ? (
        // What the page says when its link names no account (PRODUCT.md section 5).
        <p role="alert" className="text-danger">
          {t('noEmail')}
        </p>
      ) : detail.isError ? (
        <p role="alert" className="text-danger">
          {detail.error.message}
        </p>
      ) : !data ? (
        <p role="status" className="text-muted">
          {t('loading')}
        </p>
      ) : (
        <>
          <Collapsible title={t('userInformation')} open>
            <div className="flex flex-wrap items-start gap-4">
              {data.user.image && (
                <img
                  src={data.user.image}
                  alt=""
                  referrerPolicy="no-referrer"
                  className="size-16 rounded-full object-cover"
                />
              )}
              <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
                <dt className="text-muted">{t('fieldId')}</dt>
                <dd className="break-all">{data.user.id}</dd>
                <dt className="text-muted">{t('columnUsername')}</dt>
                <dd>{data.user.username}</dd>
                <dt className="text-muted">{t('columnEmail')}</dt>
                <dd className="break-all">{data.user.email}</dd>
                <dt className="text-muted">{t('columnCreated')}</dt>
                <dd>{formatDate(data.user.created)}</dd>
              </dl>
            </div>
          </Collapsible>
          <Collapsible title={t('watchHistoryTitle', { count: formatNumber(data.watchHistory.length) })}>
            <Rows
              items={data.watchHistory.map((item) => ({
                key: item.entryId,
                image: item.image,
                text: episodeOf(item),
                date: item.date,
              }))}
            />
          </Collapsible>
          <Collapsible title={t('watchListTitle', { count: formatNumber(data.watchList.length) })}>
            <Rows
              items={data.watchList.map((item) => ({
                key: `${item.type}-${item.id}-${item.season ?? ''}-${item.episode ?? ''}`,
                image: item.image,
                text: episodeOf(item),
              }))}
            />
          </Collapsible>
          <Collapsible title={t('searchHistoryTitle', { count: formatNumber(data.searchHistory.length) })}>
            <Rows
              items={data.searchHistory.map((item) => ({
                key: item.entryId,
                image: item.image,
                text: t('searchedTitle', { title: item.title, type: item.type }),
                date: item.date,
              }))}
            />
          </Collapsible>
          <Collapsible title={t('chatHistoryTitle', { count: formatNumber(data.chatHistory.length) })}>
            <Rows
              items={data.chatHistory.map((item) => ({
                key: item.entryId,
                text: item.query,
                detail: item.response ? truncate(item.response, CHAT.PREVIEW_CHARS) : undefined,
                date: item.date,
              }))}
            />
          </Collapsible>
          {!data.user.privileged && (
            <button
              type="button"
              className="btn-ghost border-danger/60 text-danger"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(t('deleteConfirm', { email: data.user.email }))) {
                  remove.mutate({ email: data.user.email });
                }
              }}
            >
              {t('deleteButton')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function Collapsible({
  title,
  open = false,
  children,
}: {
  title: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="rounded-xl border border-line bg-surface p-4">
      <summary className="cursor-pointer font-semibold">{title}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

type Row = { key: string; text: string; image?: string | null; detail?: string; date?: string };

function Rows({ items }: { items: Row[] }) {
  const t = useT('admin');
  if (items.length === 0) return <p className="text-sm text-muted">{t('nothingHere')}</p>;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-3 py-2 text-sm">
          {item.image !== undefined && (
            <CatalogueImage
              path={item.image}
              alt=""
              className="aspect-[2/3] w-8 shrink-0 rounded"
              fallbackLabel=""
            />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate">{item.text}</p>
            {item.detail && <p className="text-xs text-muted">{item.detail}</p>}
          </div>
          {item.date && <span className="shrink-0 text-xs text-muted">{formatDate(item.date)}</span>}
        </li>
      ))}
    </ul>
  );
}
