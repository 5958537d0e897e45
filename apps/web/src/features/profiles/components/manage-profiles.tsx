import { PROFILE_AVATARS, PROFILES, type ProfileSummary } from '@kinora/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/modal';
import { Skeleton } from '@/components/skeleton';
import { useSession } from '@/lib/session';
import { messageOf } from '@/lib/toasts';
import { useDeleteProfile, useProfiles } from '../api/profiles-api';
import { KidsBadge, LockIcon, ProfileAvatar } from './profile-avatar';
import { ProfileForm } from './profile-form';

/**
 * The settings page's Profiles section: who is watching, the way to the picker and, behind "Manage profiles", the
 * account's profiles to add, edit and delete. A kids profile sees only who it is: it cannot change profiles.
 */
export function ManageProfiles() {
  const me = useSession().user?.profile;
  const [isOpen, setOpen] = useState(false);
  const isKids = me?.kids ?? false;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {me && <ProfileAvatar name={me.name} avatar={me.avatar} />}
        <p className="me-auto text-sm">
          {me ? (
            <>
              Watching as <span className="font-semibold">{me.name}</span>
            </>
          ) : (
            'Everyone in your household can have a profile of their own.'
          )}
        </p>
        <Link to="/profiles?next=%2Fprofile" className="btn-ghost">
          Switch profile
        </Link>
        {!isKids && (
          <button
            type="button"
            className="btn-ghost"
            aria-expanded={isOpen}
            onClick={() => setOpen((open) => !open)}
          >
            Manage profiles
          </button>
        )}
      </div>
      {isKids ? (
        <p className="text-sm text-muted">Profiles are added and changed from a grown-up's profile.</p>
      ) : (
        isOpen && <ProfileList me={me} />
      )}
    </div>
  );
}

function ProfileList({ me }: { me: ProfileSummary | undefined }) {
  const profiles = useProfiles();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProfileSummary | null>(null);
  if (profiles.isPending) {
    return (
      <div role="status" aria-label="Loading profiles" className="space-y-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (profiles.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-danger">{messageOf(profiles.error, 'The profiles could not be loaded.')}</p>
        <button type="button" className="btn-ghost" onClick={() => profiles.refetch()}>
          Try again
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
                {profile.hasPin && <LockIcon label="PIN set" />}
              </span>
              {profile.main && <span className="text-xs text-muted">Main</span>}
              {profile.kids && <KidsBadge />}
              <span className="ms-auto flex gap-2">
                <button
                  type="button"
                  className="btn-ghost min-h-9 px-3"
                  aria-label={`Edit ${profile.name}`}
                  aria-expanded={editing === profile.id}
                  onClick={() => setEditing(editing === profile.id ? null : profile.id)}
                >
                  Edit
                </button>
                {isMain && !profile.main && (
                  <button
                    type="button"
                    className="btn-ghost min-h-9 border-danger/60 px-3 text-danger"
                    aria-label={`Delete ${profile.name}`}
                    onClick={() => setDeleting(profile)}
                  >
                    Delete
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
          Add a profile
        </button>
      ) : (
        <p className="text-sm text-muted">
          An account can have at most {PROFILES.MAX_PER_ACCOUNT} profiles. Delete one to add another.
        </p>
      )}
      <DeleteProfileDialog profile={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** Deleting takes a second, deliberate press: what goes with the profile is said first. */
function DeleteProfileDialog({ profile, onClose }: { profile: ProfileSummary | null; onClose: () => void }) {
  const remove = useDeleteProfile(onClose);
  return (
    <Modal open={profile !== null} onClose={onClose} title={`Delete ${profile?.name ?? ''}?`} size="md">
      <p className="text-sm text-muted">
        Their watch-later list, histories, ratings, lists and settings are deleted for good, and every device
        using this profile is signed out.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-ghost border-danger/60 text-danger"
          disabled={remove.isPending}
          onClick={() => profile && remove.mutate({ id: profile.id })}
        >
          {remove.isPending ? 'Deleting…' : 'Delete profile'}
        </button>
        <button type="button" className="btn-ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
