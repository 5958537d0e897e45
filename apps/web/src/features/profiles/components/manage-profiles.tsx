import { PROFILE_AVATARS, PROFILES, type ProfileSummary } from '@kinora/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/modal';
import { Skeleton } from '@/components/skeleton';
import { useT, withElement } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { messageOf } from '@/lib/toasts';
import { useProfiles } from '../api/profile-list-api';
import { useDeleteProfile } from '../api/profiles-api';
import { KidsBadge, LockIcon, ProfileAvatar } from './profile-avatar';
import { ProfileForm } from './profile-form';

/**
 * The settings page's Profiles section: who is watching, the way to the picker and, behind "Manage profiles", the
 * account's profiles to add, edit and delete. A kids profile sees only who it is: it cannot change profiles.
 */
export function ManageProfiles() {
  const t = useT('profiles');
  const me = useSession().user?.profile;
  const [isOpen, setOpen] = useState(false);
  const isKids = me?.kids ?? false;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {me && <ProfileAvatar name={me.name} avatar={me.avatar} />}
        <p className="me-auto text-sm">
          {me
            ? withElement(t('watchingAs', { name: me.name }), (name) => (
                <span className="font-semibold">{name}</span>
              ))
            : t('householdHint')}
        </p>
        <Link to="/profiles?next=%2Fprofile" className="btn-ghost">
          {t('switchProfile')}
        </Link>
        {!isKids && (
          <button
            type="button"
            className="btn-ghost"
            aria-expanded={isOpen}
            onClick={() => setOpen((open) => !open)}
          >
            {t('manageProfiles')}
          </button>
        )}
      </div>
      {isKids ? (
        <p className="text-sm text-muted">{t('kidsCannotManage')}</p>
      ) : (
        isOpen && <ProfileList me={me} />
      )}
    </div>
  );
}

function ProfileList({ me }: { me: ProfileSummary | undefined }) {
  const t = useT('profiles');
  const profiles = useProfiles();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProfileSummary | null>(null);
  if (profiles.isPending) {
    return (
      <div role="status" aria-label={t('loadingProfiles')} className="space-y-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (profiles.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-danger">{messageOf(profiles.error, t('profilesLoadFailed'))}</p>
        <button type="button" className="btn-ghost" onClick={() => profiles.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const list = profiles.data.content;
  const isMain = me?.main ?? false;
  const worn = new Set(list.map((profile) => profile.avatar));
  const close = () => setEditing(null);
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-line rounded-lg border border-line">
        {list.map((profile) => (
          <li key={profile.id} className="space-y-3 p-3">
            <div className="flex flex-wrap items-center gap-3">
              <ProfileAvatar name={profile.name} avatar={profile.avatar} size="sm" />
              <span className="flex min-w-0 items-center gap-2 font-medium">
                <span className="truncate">{profile.name}</span>
                {profile.hasPin && <LockIcon label={t('pinSet')} />}
              </span>
              {profile.main && <span className="text-xs text-muted">{t('mainProfile')}</span>}
              {profile.kids && <KidsBadge />}
              <span className="ms-auto flex gap-2">
                <button
                  type="button"
                  className="btn-ghost min-h-9 px-3"
                  aria-label={t('editLabel', { name: profile.name })}
                  aria-expanded={editing === profile.id}
                  onClick={() => setEditing(editing === profile.id ? null : profile.id)}
                >
                  {t('edit')}
                </button>
                {isMain && !profile.main && (
                  <button
                    type="button"
                    className="btn-ghost min-h-9 border-danger/60 px-3 text-danger"
                    aria-label={t('deleteLabel', { name: profile.name })}
                    onClick={() => setDeleting(profile)}
                  >
                    {t('delete')}
                  </button>
                )}
              </span>
            </div>
            {editing === profile.id && (
              <ProfileForm profile={profile} canLock={isMain || me?.id === profile.id} onDone={close} />
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <ProfileForm
          canLock
          defaultAvatar={PROFILE_AVATARS.find((avatar) => !worn.has(avatar))}
          onDone={close}
        />
      ) : list.length < PROFILES.MAX_PER_ACCOUNT ? (
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          {t('addProfileTitle')}
        </button>
      ) : (
        <p className="text-sm text-muted">{t('profilesFull', { max: PROFILES.MAX_PER_ACCOUNT })}</p>
      )}
      <DeleteProfileDialog profile={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** Deleting takes a second, deliberate press: what goes with the profile is said first. */
function DeleteProfileDialog({ profile, onClose }: { profile: ProfileSummary | null; onClose: () => void }) {
  const t = useT('profiles');
  const remove = useDeleteProfile(onClose);
  return (
    <Modal
      open={profile !== null}
      onClose={onClose}
      title={t('deleteDialogTitle', { name: profile?.name ?? '' })}
      size="md"
    >
      <p className="text-sm text-muted">{t('deleteWarning')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-ghost border-danger/60 text-danger"
          disabled={remove.isPending}
          onClick={() => profile && remove.mutate({ id: profile.id })}
        >
          {remove.isPending ? t('deleting') : t('deleteProfile')}
        </button>
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}
