import { ProfilePickerPage } from '@/features/profiles/components/profile-picker-page';

export default function ProfilesRoute() {
  return <ProfilePickerPage />;
}
