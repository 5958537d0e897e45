import { type ProfileAvatar as Avatar, PROFILE_AVATARS, PROFILES, type ProfileSummary } from '@kinora/domain';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '@/lib/i18n';
import { messageOf } from '@/lib/toasts';
import { useCreateProfile, useUpdateProfile } from '../api/profiles-api';
import { AvatarChoice } from './avatar-choice';

interface ProfileFormProps {
  /** The profile to edit; absent: a new one. */
  profile?: ProfileSummary;
  /** Whether this session may set the PIN and kids flag of `profile` (the main profile, or the profile itself). */
  canLock: boolean;
  /** A new profile's first avatar: one no other profile wears yet. */
  defaultAvatar?: Avatar;
  onDone: () => void;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, PROFILES.PIN_DIGITS);

/**
 * Adds or edits a profile: name, avatar, kids, PIN. Only what changed is sent, and the server's refusal (a name
 * taken, the last place gone) is shown under the form.
 */
export function ProfileForm({ profile, canLock, defaultAvatar, onDone }: ProfileFormProps) {
  const t = useT('profiles');
  const [name, setName] = useState(profile?.name ?? '');
  const [avatar, setAvatar] = useState<Avatar>(profile?.avatar ?? defaultAvatar ?? PROFILE_AVATARS[0]);
  const [kids, setKids] = useState(profile?.kids ?? false);
  const [pin, setPin] = useState('');
  const [removePin, setRemovePin] = useState(false);
  const create = useCreateProfile(onDone);
  const update = useUpdateProfile(onDone);
  const ids = {
    name: useId(),
    kids: useId(),
    pin: useId(),
    pinHint: useId(),
    removePin: useId(),
    error: useId(),
  };
  const failure = create.error ?? update.error;
  const isPending = create.isPending || update.isPending;
  // The main profile looks after the others: it is never a kids profile.
  const canBeKids = canLock && !profile?.main;
  const isPinPartial = pin.length > 0 && pin.length < PROFILES.PIN_DIGITS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPinPartial) return;
    if (!profile) {
      create.mutate({ name, avatar, kids, ...(pin ? { pin } : {}) });
      return;
    }
    update.mutate({
      id: profile.id,
      ...(name !== profile.name ? { name } : {}),
      ...(avatar !== profile.avatar ? { avatar } : {}),
      ...(canBeKids && kids !== profile.kids ? { kids } : {}),
      ...(canLock && pin ? { pin } : canLock && removePin ? { pin: null } : {}),
    });
  }

  const title = profile ? t('editProfileTitle', { name: profile.name }) : t('addProfileTitle');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      aria-describedby={failure ? ids.error : undefined}
      className="space-y-4 rounded-lg border border-line bg-ink/40 p-4"
    >
      <h3 className="font-semibold">{title}</h3>
      <div>
        <label htmlFor={ids.name} className="mb-1.5 block text-sm font-medium">
          {t('nameLabel')}
        </label>
        <input
          id={ids.name}
          className="field"
          value={name}
          maxLength={PROFILES.NAME_MAX_CHARS}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <AvatarChoice name={name} value={avatar} onChange={setAvatar} />
      {canBeKids && (
        <div className="flex items-start gap-3">
          <input
            id={ids.kids}
            type="checkbox"
            checked={kids}
            onChange={(event) => setKids(event.target.checked)}
            className="mt-1 size-5 accent-accent"
          />
          <label htmlFor={ids.kids} className="text-sm">
            <span className="font-medium">{t('kidsProfile')}</span>
            <span className="block text-muted">{t('kidsProfileHint')}</span>
          </label>
        </div>
      )}
      {canLock && (
        <div>
          <label htmlFor={ids.pin} className="mb-1.5 block text-sm font-medium">
            {profile?.hasPin ? t('newPinOptional') : t('pinOptional')}
          </label>
          <input
            id={ids.pin}
            type="password"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="new-password"
            maxLength={PROFILES.PIN_DIGITS}
            value={pin}
            disabled={removePin}
            aria-describedby={ids.pinHint}
            aria-invalid={isPinPartial ? true : undefined}
            onChange={(event) => setPin(digitsOnly(event.target.value))}
            className="field max-w-40 tracking-[0.3em]"
          />
          <p id={ids.pinHint} className="mt-1.5 text-xs text-muted">
            {t('pinHint', { count: PROFILES.PIN_DIGITS })}
          </p>
          {profile?.hasPin && (
            <div className="mt-2 flex items-center gap-3">
              <input
                id={ids.removePin}
                type="checkbox"
                checked={removePin}
                onChange={(event) => {
                  setRemovePin(event.target.checked);
                  setPin('');
                }}
                className="size-5 accent-accent"
              />
              <label htmlFor={ids.removePin} className="text-sm">
                {t('removePin')}
              </label>
            </div>
          )}
        </div>
      )}
      {failure && (
        <p id={ids.error} role="alert" className="text-sm text-danger">
          {messageOf(failure)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={isPending || isPinPartial}>
          {isPending ? t('saving') : profile ? t('save') : t('addProfile')}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
