import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useSetAdultContent } from '../api/account-api';
import { AccountFarewell } from './account-farewell';
import { DeleteAccount } from './delete-account';
import { RegionSetting } from './region-setting';
import { YourData } from './your-data';

/**
 * /profile: Account, Profiles, My services, Security, About, Links and (for admins) Admin. `logout` is the auth
 * feature's button, `profiles` the profiles feature's section and `services` the my-services feature's, handed in
 * by the route: features do not import each other.
 */
export function ProfilePage({
  logout,
  profiles,
  services,
  notifications,
}: {
  logout: ReactNode;
  profiles?: ReactNode;
  services?: ReactNode;
  /** The notification-settings feature's section (alert channels). */
  notifications?: ReactNode;
}) {
  const { user } = useSession();
  const [isGone, setGone] = useState(false);
  if (!user) return null;
  if (isGone) return <AccountFarewell />;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>Settings - Kinora</title>
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>

      <Section title="Account">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted">Username</dt>
          <dd>{user.username}</dd>
          <dt className="text-muted">Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-muted">Member since</dt>
          <dd>{formatDate(user.created)}</dd>
        </dl>
        <AdultContentToggle isOn={user.adultContent} />
        <RegionSetting />
        <div className="pt-2">{logout}</div>
      </Section>

      {profiles && <Section title="Profiles">{profiles}</Section>}

      {services && <Section title="My services">{services}</Section>}

      {notifications && <Section title="Notifications">{notifications}</Section>}

      <Section title="Your data">
        <YourData />
      </Section>

      <Section title="Security">
        <Link to="/profile/changepassword" className="btn-ghost">
          Change password
        </Link>
        <DeleteAccount onDeleted={() => setGone(true)} />
      </Section>

      <Section title="About">
        <ul className="space-y-2 text-sm">
          <li>
            <Link to="/profile/terms" className="text-accent hover:underline">
              Terms and information
            </Link>
          </li>
          <li>
            <Link to="/contactus" className="text-accent hover:underline">
              Contact us
            </Link>
          </li>
        </ul>
      </Section>

      <Section title="Links">
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {[
            ['/watchlist', 'Watch-later list'],
            ['/profile/searchHistory', 'Search history'],
            ['/profile/watchHistory', 'Watch history'],
            ['/profile/chatHistory', 'Chat history'],
            ['/profile/ratings', 'Your ratings'],
          ].map(([to, label]) => (
            <li key={to}>
              <Link to={to!} className="text-accent hover:underline">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {user.isAdmin && (
        <Section title="Admin">
          <Link to="/profile/admin" className="btn-ghost">
            Admin dashboard
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
  const change = useSetAdultContent();
  return (
    <div className="flex items-center justify-between gap-4 border-t border-line pt-4">
      <div>
        <p id="adult-content-label" className="font-medium">
          Adult content
        </p>
        <p className="text-sm text-muted">
          Show adult titles in lists and search, and the adult links in Fun.
        </p>
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
          className={`absolute top-0.5 left-0 size-5.5 rounded-full bg-text transition-transform ${isOn ? 'translate-x-5.5' : 'translate-x-0.5'}`}
        />
      </button>
    </div>
  );
}
