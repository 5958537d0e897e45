import { Logo } from './logo';

/** Full-screen logo while the session check runs. */
export function Splash() {
  return (
    <div role="status" aria-label="Loading Kinora" className="fixed inset-0 grid place-items-center bg-ink">
      <Logo className="h-12 w-auto motion-safe:animate-breathe text-text" />
    </div>
  );
}
