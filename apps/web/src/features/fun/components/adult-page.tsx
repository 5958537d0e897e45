import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { useAdultLinks } from '../api/fun-queries';

/**
 * /fun/adult: adult links for a viewer who opted in; everyone else is told how to opt in, except a kids profile,
 * which the server refuses (FORBIDDEN) with its own reason: it cannot opt in.
 */
export function AdultPage() {
  const t = useT('fun');
  const tc = useT('common');
  const adult = useAdultLinks();
  const isRefused = adult.isError && adult.error.data?.code === 'FORBIDDEN';
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{tc('documentTitle', { title: t('adultHeading') })}</title>
      {adult.isPending ? (
        <p role="status" className="text-muted">
          {t('checkingPreferences')}
        </p>
      ) : adult.isError || !adult.data.enabled ? (
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('contentDisabled')}</h1>
          <p className="mt-3 text-muted">
            {isRefused
              ? adult.error.message
              : adult.isError
                ? t('preferencesFailed')
                : t('contentDisabledText')}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/fun" className="btn-ghost">
              {t('backToFun')}
            </Link>
            {!isRefused && (
              <Link to="/profile" className="btn-primary">
                {t('goToProfile')}
              </Link>
            )}
          </div>
        </div>
      ) : (
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('adultHeading')}</h1>
          <p role="note" className="mt-4 rounded-xl border border-danger/50 bg-danger/10 p-4 text-sm">
            {t('adultWarning')}
          </p>
          {adult.data.links.length === 0 ? (
            <p className="mt-6 text-muted">{t('noAdultLinks')}</p>
          ) : (
            <ul className="mt-6 grid gap-3">
              {adult.data.links.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="block rounded-xl border border-line bg-surface p-4 hover:border-accent/60"
                  >
                    <span className="font-semibold">{link.title}</span>
                    {link.description && (
                      <span className="mt-1 block text-sm text-muted">{link.description}</span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
