import { Link } from 'react-router';
import { useT } from '@/lib/i18n';

export function Footer() {
  const t = useT('common');
  return (
    <footer className="mt-16 border-t border-line px-4 py-8 text-sm text-muted sm:px-6">
      <nav aria-label={t('navFooter')} className="flex flex-wrap items-center justify-center gap-6">
        <Link to="/" className="hover:text-text">
          {t('navHome')}
        </Link>
        <Link to="/contactus" className="hover:text-text">
          {t('footerContact')}
        </Link>
      </nav>
    </footer>
  );
}
