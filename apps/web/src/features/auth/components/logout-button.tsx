import { useT } from '@/lib/i18n';
import { useLogout } from '../api/auth-api';

export function LogoutButton({ className = 'btn-ghost' }: { className?: string }) {
  const t = useT('common');
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending} className={className}>
      {logout.isPending ? t('loggingOut') : t('logOut')}
    </button>
  );
}
