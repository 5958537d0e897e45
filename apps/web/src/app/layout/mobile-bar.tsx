import { useT } from '@/lib/i18n';
import { MoreDrawer } from './more-drawer';
import { NavItemLink } from './nav-item-link';
import { BAR_ITEMS } from './nav-items';

/** Small screens: a bottom bar within thumb reach, with the overflow in the More drawer. */
export function MobileBar() {
  const t = useT('common');
  return (
    <nav
      aria-label={t('navMain')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5 gap-1 px-2 py-1.5">
        {BAR_ITEMS.map((item) => (
          <li key={item.label}>
            <NavItemLink item={item} variant="bar" />
          </li>
        ))}
        <li>
          <MoreDrawer />
        </li>
      </ul>
    </nav>
  );
}
