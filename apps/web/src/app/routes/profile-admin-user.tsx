import { AdminUserPage } from '@/features/admin/components/admin-user-page';

export default function ProfileAdminUserRoute() {
  return <AdminUserPage />;
}
