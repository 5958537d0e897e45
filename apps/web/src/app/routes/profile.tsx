import { PagePlaceholder } from '@/components/page-placeholder';
import { LogoutButton } from '@/features/auth/components/logout-button';

export default function ProfileRoute() {
  return (
    <PagePlaceholder
      title="Settings"
      description="Your account, security, about and links sections, with the adult-content toggle, are coming here."
    >
      <div className="mt-8">
        <LogoutButton />
      </div>
    </PagePlaceholder>
  );
}
