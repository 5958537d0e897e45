import type { FormEvent, ReactNode } from 'react';
import { PasswordField, readFields } from '@/components/form-fields';
import { useAdminStatus, useElevate } from '../api/admin-api';

/** The admin pages behind the admin password, which the server checks (and whose elevation lapses). */
export function AdminGate({ children }: { children: ReactNode }) {
  const status = useAdminStatus();
  const elevate = useElevate();
  if (status.isPending) {
    return (
      <p role="status" className="p-10 text-center text-muted">
        Checking admin access...
      </p>
    );
  }
  if (status.data?.isElevated) return children;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    elevate.mutate(readFields(event.currentTarget, ['password'] as const));
  };
  return (
    <section className="mx-auto max-w-sm px-4 py-16">
      <title>Admin - Kinora</title>
      <h1 className="text-2xl font-bold tracking-tight">Admin access</h1>
      <p className="mt-2 text-sm text-muted">Enter the admin password to open the monitoring dashboard.</p>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <PasswordField
          id="admin-password"
          name="password"
          label="Admin password"
          autoComplete="current-password"
        />
        <button type="submit" className="btn-primary w-full" disabled={elevate.isPending}>
          {elevate.isPending ? 'Checking...' : 'Enter'}
        </button>
      </form>
    </section>
  );
}
