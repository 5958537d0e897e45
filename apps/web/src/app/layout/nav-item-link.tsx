import { Link, useLocation } from 'react-router';
import { useContentTypeStore } from '@/lib/content-type-store';
import { useT } from '@/lib/i18n';
import { NavIcon } from './nav-icons';
import { currentness, type NavItem } from './nav-items';

const VARIANT_CLASSES = {
  sidebar: 'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
  bar: 'flex h-full flex-col items-center justify-center gap-1 rounded-lg text-[11px] font-medium',
  drawer: 'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium',
} as const;

const CURRENT_CLASSES = {
  page: 'bg-accent/15 text-accent',
  selection: 'text-accent',
  none: 'text-muted hover:bg-raised hover:text-text',
} as const;

interface NavItemLinkProps {
  item: NavItem;
  variant: keyof typeof VARIANT_CLASSES;
  /** Called after the item is followed, e.g. to close the drawer that holds it. */
  onFollow?: () => void;
}

export function NavItemLink({ item, variant, onFollow }: NavItemLinkProps) {
  const t = useT('common');
  const { pathname } = useLocation();
  const contentType = useContentTypeStore((state) => state.contentType);
  const setContentType = useContentTypeStore((state) => state.setContentType);
  const current = currentness(item, pathname, contentType);

  function handleClick() {
    if (item.contentType) setContentType(item.contentType);
    onFollow?.();
  }

  return (
    <Link
      to={item.to}
      onClick={handleClick}
      aria-current={current === 'page' ? 'page' : current === 'selection' ? 'true' : undefined}
      className={`${VARIANT_CLASSES[variant]} motion-safe:transition-colors ${CURRENT_CLASSES[current ?? 'none']}`}
    >
      <NavIcon name={item.icon} className={variant === 'bar' ? 'size-6' : 'size-5'} />
      {t(item.label)}
    </Link>
  );
}
