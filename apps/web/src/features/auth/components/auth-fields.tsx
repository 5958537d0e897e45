import { useT } from '@/lib/i18n';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { readActiveServer } from '@/lib/servers';

function OrDivider() {
  const t = useT('auth');
  return (
    <div className="my-6 flex items-center gap-3 text-xs tracking-widest text-muted uppercase">
      <span className="h-px flex-1 bg-line" />
      {t('or')}
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}

/**
 * "or" and the Google button, shown only when the server has Google sign-in configured (a button that can only
 * fail is worse than none). Google's OAuth flow starts with a full page visit to the active backend, which
 * redirects back to home, or to /login with `?googleError=` when it did not sign the person in.
 */
export function GoogleSignInOption({ label }: { label: string }) {
  const { apiServers, googleSignIn } = useRuntimeConfig();
  if (!googleSignIn) return null;

  function handleClick() {
    const server = readActiveServer(apiServers) ?? apiServers[0];
    window.location.assign(`${server}/api/v1/auth/google`);
  }

  return (
    <>
      <OrDivider />
      <button type="button" onClick={handleClick} className="btn-ghost w-full">
        <GoogleMark />
        {label}
      </button>
    </>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}
