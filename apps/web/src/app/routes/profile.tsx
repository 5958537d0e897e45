import { ProfilePage } from '@/features/account/components/profile-page';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { ManageProfiles } from '@/features/profiles/components/manage-profiles';

export default function ProfileRoute() {
  return <ProfilePage logout={<LogoutButton />} profiles={<ManageProfiles />} />;
}
