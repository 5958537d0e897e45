import { Link, useNavigate } from 'react-router';
import { useT } from '@/lib/i18n';
import { useScreenLiveOnCommit } from '@/lib/live-screen';

/** Any path the route table does not know (docs/product/routes.md). */
export function NotFoundPage() {
  const t = useT('not-found');
  const navigate = useNavigate();
  // Its first commit is the page's (lib/live-screen.ts).
  useScreenLiveOnCommit();
  return (
    <main className="grid min-h-dvh place-items-center px-4 text-center">
      <title>{t('documentTitle')}</title>
      <div className="max-w-lg">
        <p className="text-8xl font-extrabold tracking-tight text-accent sm:text-9xl">404</p>
        <h1 className="mt-4 text-3xl font-bold">{t('heading')}</h1>
        <p className="mt-4 text-muted">{t('explanation')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className="btn-primary">
            {t('homeButton')}
          </Link>
          <button type="button" onClick={() => navigate(-1)} className="btn-ghost">
            {t('backButton')}
          </button>
        </div>
      </div>
    </main>
  );
}
