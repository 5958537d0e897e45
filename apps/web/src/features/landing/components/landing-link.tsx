import type { MouseEvent, ReactNode } from 'react';

export type LandingTarget = '/signup' | '/login';

interface LandingLinkProps {
  to: LandingTarget;
  onNavigate(to: LandingTarget): void;
  className: string;
  children: ReactNode;
}

/**
 * A real link (it works without script, and opens in a new tab on a modified click) whose plain click is handed
 * to `onNavigate`: the landing renders both before the router exists and inside it.
 */
export function LandingLink({ to, onNavigate, className, children }: LandingLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(to);
  }
  return (
    <a href={to} onClick={handleClick} className={className}>
      {children}
    </a>
  );
}
