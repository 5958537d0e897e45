import { OperatorStatusPage } from '@/features/admin/components/operator-status-page';

export default function ProfileAdminStatusRoute() {
  return <OperatorStatusPage />;
}
