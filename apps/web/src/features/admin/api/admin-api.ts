import { formToasts } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** Whether this session passed the admin password gate (the server's answer; it lapses after 30 minutes). */
export function useAdminStatus() {
  return trpc.admin.status.useQuery();
}

/** The admin password: the server's answer is toasted either way ('Authentication successful!' or why not). */
export function useElevate() {
  const utils = trpc.useUtils();
  return trpc.admin.elevate.useMutation({
    onSuccess: (result) => {
      formToasts('admin-gate').success(result.message);
      void utils.admin.status.invalidate();
    },
    onError: (error) => formToasts('admin-gate').error(error),
  });
}

export function useAdminUsers(search: string, page: number) {
  return trpc.admin.users.useQuery(
    { search: search || undefined, page },
    { placeholderData: (previous) => previous },
  );
}

/** Read afresh each time the dashboard opens: the admin's own visits to account pages add entries. */
export function useAdminAudit(page: number) {
  return trpc.admin.audit.useQuery(
    { page },
    { placeholderData: (previous) => previous, refetchOnMount: 'always' },
  );
}

export function useAdminUser(email: string) {
  return trpc.admin.user.useQuery({ email }, { enabled: email.length > 0, retry: false });
}

export function useDeleteUser(onDeleted: () => void) {
  const utils = trpc.useUtils();
  return trpc.admin.deleteUser.useMutation({
    onSuccess: (result) => {
      formToasts('admin-delete').success(result.message);
      void utils.admin.users.invalidate();
      void utils.admin.audit.invalidate();
      onDeleted();
    },
    onError: (error) => formToasts('admin-delete').error(error),
  });
}
