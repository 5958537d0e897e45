import type { ProfileAvatar as Avatar } from '@kinora/domain';
import { useT } from '@/lib/i18n';
import { AVATAR_COLOURS, initialOf } from '../utils/avatars';

const SIZES = {
  sm: 'size-8 text-sm',
  md: 'size-12 text-lg',
  lg: 'size-24 text-4xl sm:size-28',
} as const;

/** A profile's picture: its avatar's colour with the name's initial. Decorative: the name is always written beside it. */
export function ProfileAvatar({
  name,
  avatar,
  size = 'md',
}: {
  name: string;
  avatar: Avatar;
  size?: keyof typeof SIZES;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-grid shrink-0 place-items-center rounded-full font-bold select-none ${AVATAR_COLOURS[avatar]} ${SIZES[size]}`}
    >
      {initialOf(name)}
    </span>
  );
}

/** The padlock shown on a profile with a PIN; `label` is what a screen reader hears instead. */
export function LockIcon({ label }: { label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

export function KidsBadge() {
  const t = useT('profiles');
  return (
    <span className="rounded-full border border-accent/60 px-2 py-0.5 text-xs font-semibold text-accent">
      {t('kids')}
    </span>
  );
}
