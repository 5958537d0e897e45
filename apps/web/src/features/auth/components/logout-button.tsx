import { useLogout } from '../api/auth-api';

export function LogoutButton({ className = 'btn-ghost' }: { className?: string }) {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending} className={className}>
      {logout.isPending ? 'Logging out...' : 'Log out'}
    </button>
  );
}
