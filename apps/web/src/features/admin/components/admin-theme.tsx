import { LOCAL_KEYS } from '@kinora/domain';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { localStore } from '@/lib/storage';

/** The class (styles.css) that gives the light values to the colour tokens. */
const LIGHT_CLASS = 'theme-light';

/** The admin area's light or dark look, remembered on this browser (dark unless switched). */
export function useAdminTheme() {
  const [isDark, setDark] = useState(() => localStore.getItem(LOCAL_KEYS.ADMIN_DARK_MODE) !== 'false');
  return {
    isDark,
    toggle() {
      localStore.setItem(LOCAL_KEYS.ADMIN_DARK_MODE, String(!isDark));
      setDark(!isDark);
    },
  };
}

/**
 * The admin's look over the whole screen while an admin page is open. Light mode swaps the colour tokens
 * themselves (`theme-light` on the document), so the page, its fields, tables and buttons, the navigation and the
 * footer all turn light together, rather than one box on a dark page; leaving the admin area brings the app's
 * dark look back.
 */
export function AdminThemeArea({ isDark, children }: { isDark: boolean; children: ReactNode }) {
  // Before the first paint, so a light page never flashes dark.
  useLayoutEffect(() => {
    if (isDark) return;
    const root = document.documentElement;
    root.classList.add(LIGHT_CLASS);
    return () => root.classList.remove(LIGHT_CLASS);
  }, [isDark]);
  return children;
}

/**
 * An e-mail address that wraps, when it must, only before its '@': a narrow table column then shows the name and
 * the domain on two readable lines, never a few letters per line.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="break-all">{email}</span>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
