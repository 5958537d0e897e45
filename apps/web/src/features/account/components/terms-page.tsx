import { Link } from 'react-router';
import { useT, withElement } from '@/lib/i18n';

/** /profile/terms: what Kinora stores and streams, a security note, and where to send feedback. */
export function TermsPage() {
  const t = useT('account');
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <title>{t('termsDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('termsHeading')}</h1>
      <div className="space-y-3 text-muted">
        <h2 className="text-lg font-semibold text-text">{t('termsContentTitle')}</h2>
        <p>{t('termsContentText')}</p>
        <h2 className="text-lg font-semibold text-text">{t('termsDataTitle')}</h2>
        <p>{t('termsDataText')}</p>
        <h2 className="text-lg font-semibold text-text">{t('termsSecurityTitle')}</h2>
        <p>{t('termsSecurityText')}</p>
        <h2 className="text-lg font-semibold text-text">{t('termsFeedbackTitle')}</h2>
        <p>
          {withElement(t('termsFeedbackText'), (words) => (
            <Link to="/contactus" className="link-inline">
              {words}
            </Link>
          ))}
        </p>
      </div>
    </section>
  );
}
