import { ProfilePage } from '@/features/account/components/profile-page';
import { LogoutButton } from '@/features/auth/components/logout-button';

export default function ProfileRoute() {
  return <ProfilePage logout={<LogoutButton />} />;
}
