import { Link } from 'react-router';
import { AuthShell } from '@/components/auth-shell';

export default function ForgotPasswordRoute() {
  return (
    <AuthShell title="Forgot Password">
      <meta name="robots" content="noindex" />
      <p className="mt-3 text-muted">
        Resetting your password with a code sent to your e-mail is coming here.
      </p>
      <Link to="/login" className="link mt-6 inline-block">
        Back to sign in
      </Link>
    </AuthShell>
  );
}
