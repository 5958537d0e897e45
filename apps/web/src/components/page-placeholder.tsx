import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';

interface PagePlaceholderProps {
  title: string;
  /** One sentence saying what this page will hold. */
  description: string;
  children?: ReactNode;
}

/** A page whose feature is not built yet: its real heading and what is coming, so every route already works. */
export function PagePlaceholder({ title, description, children }: PagePlaceholderProps) {
  const t = useT('common');
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{t('documentTitle', { title })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted">{description}</p>
      {children}
    </section>
  );
}
