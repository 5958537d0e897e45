import { ProfilePage } from '@/features/account/components/profile-page';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { LanguageSetting } from '@/features/language/components/language-setting';
import { MyServicesSetting } from '@/features/my-services/components/my-services-setting';
import { NotificationSettings } from '@/features/notification-settings/components/notification-settings';
import { ManageProfiles } from '@/features/profiles/components/manage-profiles';

export default function ProfileRoute() {
  return (
    <ProfilePage
      logout={<LogoutButton />}
      language={<LanguageSetting />}
      profiles={<ManageProfiles />}
      services={<MyServicesSetting />}
      notifications={<NotificationSettings />}
    />
  );
}
