import type { ProfileSummary } from '@kinora/domain';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/skeleton';
import { useT } from '@/lib/i18n';
import { messageOf, toastError } from '@/lib/toasts';
import { useProfiles } from '../api/profile-list-api';
import { useSwitchProfile } from '../api/profiles-api';
import { safeNextPath } from '../utils/next-path';
import { PinDialog } from './pin-dialog';
import { KidsBadge, LockIcon, ProfileAvatar } from './profile-avatar';

/**
 * /profiles, "Who's watching?": every profile of the account as a big button. A locked one asks its PIN first
 * (not when it is the one already active). Once the server switched, every list is fetched again as the new
 * profile and the viewer goes on to `?next=` (a page of this app) or home.
 */
export function ProfilePickerPage() {
  const t = useT('profiles');
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const navigate = useNavigate();
  const profiles = useProfiles();
  const [locked, setLocked] = useState<ProfileSummary | null>(null);
  const switchProfile = useSwitchProfile(() => navigate(next, { replace: true }));
  const active = profiles.data?.active;

  function choose(profile: ProfileSummary) {
    switchProfile.reset();
    if (profile.hasPin && profile.id !== active) {
      setLocked(profile);
      return;
    }
    switchProfile.mutate({ id: profile.id }, { onError: (error) => toastError(error) });
  }

  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 py-10">
      <title>{t('pickerDocumentTitle')}</title>
      <div className="w-full max-w-3xl text-center">
        <Logo className="mx-auto mb-8 h-8 w-auto text-text" />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('whosWatching')}</h1>
        {profiles.isPending ? (
          <PickerSkeleton />
        ) : profiles.isError ? (
          <div role="alert" className="mt-8 space-y-4">
            <p className="text-muted">{messageOf(profiles.error, t('profilesLoadFailed'))}</p>
            <button type="button" className="btn-primary" onClick={() => profiles.refetch()}>
              {t('tryAgain')}
            </button>
          </div>
        ) : (
          <ul className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-3">
            {profiles.data.content.map((profile) => (
              <li key={profile.id}>
                <ProfileChoice
                  profile={profile}
                  isActive={profile.id === active}
                  isBusy={switchProfile.isPending}
                  onChoose={() => choose(profile)}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/profile" className="btn-ghost">
            {t('manageProfiles')}
          </Link>
        </div>
      </div>
      <PinDialog
        profile={locked}
        error={switchProfile.error ? messageOf(switchProfile.error) : null}
        isPending={switchProfile.isPending}
        onSubmit={(pin) => locked && switchProfile.mutate({ id: locked.id, pin })}
        onClose={() => {
          setLocked(null);
          switchProfile.reset();
        }}
      />
    </main>
  );
}

function ProfileChoice({
  profile,
  isActive,
  isBusy,
  onChoose,
}: {
  profile: ProfileSummary;
  isActive: boolean;
  isBusy: boolean;
  onChoose: () => void;
}) {
  const t = useT('profiles');
  const needsPin = profile.hasPin && !isActive;
  return (
    <button
      type="button"
      onClick={onChoose}
      disabled={isBusy}
      aria-current={isActive ? 'true' : undefined}
      className="group flex w-full flex-col items-center gap-3 rounded-xl p-3 hover:bg-raised disabled:opacity-60"
    >
      <span className="relative">
        <ProfileAvatar name={profile.name} avatar={profile.avatar} size="lg" />
        {isActive && (
          <span aria-hidden="true" className="absolute -inset-1.5 rounded-full border-2 border-accent" />
        )}
      </span>
      <span className="flex max-w-full items-center gap-1.5 font-medium">
        <span className="truncate">{profile.name}</span>
        {profile.hasPin && <LockIcon label={needsPin ? t('pinRequired') : t('pinSet')} />}
      </span>
      <span className="flex min-h-6 flex-wrap justify-center gap-2 text-xs text-muted">
        {profile.kids && <KidsBadge />}
        {isActive && <span>{t('watchingNow')}</span>}
      </span>
    </button>
  );
}

function PickerSkeleton() {
  const t = useT('profiles');
  return (
    <div
      role="status"
      aria-label={t('loadingProfiles')}
      className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col items-center gap-3 p-3">
          <Skeleton className="size-24 rounded-full sm:size-28" />
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  );
}
