import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { type MessageKey, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSetAdultContent } from '../api/account-api';
import { AccountFarewell } from './account-farewell';
import { DeleteAccount } from './delete-account';
import { RegionSetting } from './region-setting';
import { YourData } from './your-data';

/** The Links section's pages, with their names as catalogue keys. */
const LINKS = [
  ['/watchlist', 'linkWatchLater'],
  ['/profile/searchHistory', 'linkSearchHistory'],
  ['/profile/watchHistory', 'linkWatchHistory'],
  ['/profile/chatHistory', 'linkChatHistory'],
  ['/profile/ratings', 'linkRatings'],
] as const satisfies readonly (readonly [string, MessageKey<'account'>])[];

/**
 * /profile: Account, Profiles, My services, Security, About, Links and (for admins) Admin. `logout` is the auth
 * feature's button, `language` the language feature's setting, `profiles` the profiles feature's section and
 * `services` the my-services feature's, handed in by the route: features do not import each other.
 */
export function ProfilePage({
  logout,
  language,
  profiles,
  services,
  notifications,
}: {
  logout: ReactNode;
  /** The language feature's setting (the active profile's language), among the Account settings. */
  language?: ReactNode;
  profiles?: ReactNode;
  services?: ReactNode;
  /** The notification-settings feature's section (alert channels). */
  notifications?: ReactNode;
}) {
  const t = useT('account');
  const { user } = useSession();
  const [isGone, setGone] = useState(false);
  if (!user) return null;
  if (isGone) return <AccountFarewell />;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('settingsDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('settingsHeading')}</h1>

      <Section title={t('sectionAccount')}>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted">{t('usernameLabel')}</dt>
          <dd>{user.username}</dd>
          <dt className="text-muted">{t('emailLabel')}</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-muted">{t('memberSince')}</dt>
          <dd>{formatDate(user.created)}</dd>
        </dl>
        <AdultContentToggle isOn={user.adultContent} />
        {language}
        <RegionSetting />
        <div className="pt-2">{logout}</div>
      </Section>

      {profiles && <Section title={t('sectionProfiles')}>{profiles}</Section>}

      {services && <Section title={t('sectionServices')}>{services}</Section>}

      {notifications && <Section title={t('sectionNotifications')}>{notifications}</Section>}

      <Section title={t('sectionYourData')}>
        <YourData />
      </Section>

      <Section title={t('sectionSecurity')}>
        <Link to="/profile/changepassword" className="btn-ghost">
          {t('changePasswordLink')}
        </Link>
        <DeleteAccount onDeleted={() => setGone(true)} />
      </Section>

      <Section title={t('sectionAbout')}>
        <ul className="space-y-2 text-sm">
          <li>
            <Link to="/profile/terms" className="text-accent hover:underline">
              {t('termsLink')}
            </Link>
          </li>
          <li>
            <Link to="/contactus" className="text-accent hover:underline">
              {t('contactLink')}
            </Link>
          </li>
        </ul>
      </Section>

      <Section title={t('sectionLinks')}>
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className="text-accent hover:underline">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {user.isAdmin && (
        <Section title={t('sectionAdmin')}>
          <Link to="/profile/admin" className="btn-ghost">
            {t('adminDashboard')}
          </Link>
        </Section>
      )}
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4 rounded-xl border border-line bg-surface p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function AdultContentToggle({ isOn }: { isOn: boolean }) {
  const t = useT('account');
  const change = useSetAdultContent();
  return (
    <div className="flex items-center justify-between gap-4 border-t border-line pt-4">
      <div>
        <p id="adult-content-label" className="font-medium">
          {t('adultContentTitle')}
        </p>
        <p className="text-sm text-muted">{t('adultContentHint')}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby="adult-content-label"
        disabled={change.isPending}
        onClick={() => change.mutate({ preference: !isOn })}
        className={`relative h-7 w-12 shrink-0 rounded-full border border-line transition-colors ${isOn ? 'bg-accent' : 'bg-raised'}`}
      >
        <span
          aria-hidden="true"
          // The knob slides towards the end: rightwards, or leftwards in a right-to-left page.
          className={`absolute start-0 top-0.5 size-5.5 rounded-full bg-text transition-transform ${isOn ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5'}`}
        />
      </button>
    </div>
  );
}
