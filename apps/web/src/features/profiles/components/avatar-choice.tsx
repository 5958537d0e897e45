import { type ProfileAvatar as Avatar, PROFILE_AVATARS } from '@kinora/domain';
import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { AVATAR_COLOURS, AVATAR_LABELS, initialOf } from '../utils/avatars';

/** The avatars as a radio group: arrow keys move between them, each named by its colour. */
export function AvatarChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Avatar;
  onChange: (avatar: Avatar) => void;
}) {
  const t = useT('profiles');
  const group = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium">{t('avatar')}</legend>
      <div className="flex flex-wrap gap-3">
        {PROFILE_AVATARS.map((avatar) => (
          <label key={avatar} className="cursor-pointer">
            <input
              type="radio"
              name={group}
              value={avatar}
              checked={value === avatar}
              onChange={() => onChange(avatar)}
              className="peer sr-only"
            />
            <span className="sr-only">{t(AVATAR_LABELS[avatar])}</span>
            <span
              aria-hidden="true"
              className={`grid size-11 place-items-center rounded-full font-bold ring-offset-2 ring-offset-surface peer-checked:ring-2 peer-checked:ring-accent peer-focus-visible:outline-2 peer-focus-visible:outline-accent ${AVATAR_COLOURS[avatar]}`}
            >
              {initialOf(name || '?')}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
