import { useT } from '@/lib/i18n';
import { Logo } from './logo';

/** Full-screen logo while the session check runs. */
export function Splash() {
  const t = useT('common');
  return (
    <div
      role="status"
      aria-label={t('loadingKinora')}
      className="fixed inset-0 grid place-items-center bg-ink"
    >
      <Logo className="h-12 w-auto motion-safe:animate-breathe text-text" />
    </div>
  );
}
