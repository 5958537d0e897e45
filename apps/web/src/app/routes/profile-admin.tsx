import { AdminDashboardPage } from '@/features/admin/components/admin-dashboard';

export default function ProfileAdminRoute() {
  return <AdminDashboardPage />;
}
