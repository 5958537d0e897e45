import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { Logo } from './logo';

interface AuthShellProps {
  title: string;
  children: ReactNode;
}

/** The frame of the signed-out account pages: logo home link, a centred card, the page's own content. */
export function AuthShell({ title, children }: AuthShellProps) {
  const t = useT('common');
  return (
    <div className="flex min-h-dvh flex-col items-center bg-[radial-gradient(ellipse_at_top,var(--color-raised),var(--color-ink)_60%)] px-4 py-8">
      <header className="w-full max-w-md">
        <Link to="/" aria-label={t('kinoraHome')} className="inline-block">
          <Logo className="h-8 w-auto text-text" />
        </Link>
      </header>
      <main className="mt-10 w-full max-w-md rounded-2xl border border-line bg-surface/90 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <title>{t('documentTitle', { title })}</title>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </main>
    </div>
  );
}
