import { useEffect } from 'react';
import { useT } from '@/lib/i18n';

/**
 * The goodbye after the account is deleted, until the app reloads signed out. It opens at the top of the page:
 * the settings page it replaces was usually scrolled down to its Delete button, which would cut the heading off.
 */
export function AccountFarewell() {
  const t = useT('account');
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <section role="status" className="grid min-h-[60dvh] place-items-center px-4 text-center">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('farewellTitle')}</h1>
        <p className="mt-3 text-muted">{t('farewellText')}</p>
      </div>
    </section>
  );
}
