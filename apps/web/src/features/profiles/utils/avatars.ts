import type { ProfileAvatar } from '@kinora/domain';
import type { MessageKey } from '@/lib/i18n';

/**
 * How each avatar is drawn: a coloured circle with the profile's initial, no picture to download. Dark letters on
 * light fills keep the contrast above 4.5:1 on every one of them.
 */
export const AVATAR_COLOURS: Readonly<Record<ProfileAvatar, string>> = {
  sunrise: 'bg-amber-400 text-amber-950',
  ocean: 'bg-sky-400 text-sky-950',
  forest: 'bg-emerald-400 text-emerald-950',
  berry: 'bg-fuchsia-400 text-fuchsia-950',
  ember: 'bg-orange-400 text-orange-950',
  slate: 'bg-slate-300 text-slate-950',
};

/** What people call each avatar in the avatar choice: its text's key in the `profiles` catalogue. */
export const AVATAR_LABELS: Readonly<Record<ProfileAvatar, MessageKey<'profiles'>>> = {
  sunrise: 'avatarSunrise',
  ocean: 'avatarOcean',
  forest: 'avatarForest',
  berry: 'avatarBerry',
  ember: 'avatarEmber',
  slate: 'avatarSlate',
};

/** The first letter of a name as a person reads it (a whole emoji or accented letter, not half of one). */
export function initialOf(name: string): string {
  const [first] = Array.from(name.trim());
  return (first ?? '?').toLocaleUpperCase();
}
