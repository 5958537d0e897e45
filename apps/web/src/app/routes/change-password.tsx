import { Link } from 'react-router';
import { AuthShell } from '@/components/auth-shell';

export default function ChangePasswordRoute() {
  return (
    <AuthShell title="Change Password">
      <meta name="robots" content="noindex" />
      <p className="mt-3 text-muted">Setting a new password with your reset code is coming here.</p>
      <Link to="/login" className="link mt-6 inline-block">
        Back to sign in
      </Link>
    </AuthShell>
  );
}
