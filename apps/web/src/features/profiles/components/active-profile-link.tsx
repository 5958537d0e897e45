import { Link, useLocation } from 'react-router';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { pickerPath } from '../utils/next-path';
import { ProfileAvatar } from './profile-avatar';

const VARIANT_CLASSES = {
  sidebar: 'min-h-14 px-3 text-sm',
  drawer: 'min-h-14 px-3 text-base',
} as const;

/**
 * The menu's entry for the profile this session acts as: its avatar and name, and a way to the picker that comes
 * back to this page afterwards.
 */
export function ActiveProfileLink({
  variant,
  onFollow,
}: {
  variant: keyof typeof VARIANT_CLASSES;
  onFollow?: () => void;
}) {
  const t = useT('common');
  const profile = useSession().user?.profile;
  const { pathname, search } = useLocation();
  return (
    <Link
      to={pickerPath(`${pathname}${search}`)}
      onClick={onFollow}
      className={`flex items-center gap-3 rounded-lg text-muted hover:bg-raised hover:text-text motion-safe:transition-colors ${VARIANT_CLASSES[variant]}`}
    >
      {profile && <ProfileAvatar name={profile.name} avatar={profile.avatar} size="sm" />}
      <span className="flex min-w-0 flex-col text-start">
        {profile && <span className="truncate font-semibold text-text">{profile.name}</span>}
        <span className="text-xs">{t('switchProfile')}</span>
      </span>
    </Link>
  );
}
