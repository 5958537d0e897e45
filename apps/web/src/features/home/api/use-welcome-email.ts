import { trpc } from '@/lib/trpc';

/**
 * Asks the server to send the welcome e-mail after sign-up (it sends at most once per account). Nobody is
 * waiting for this mail on screen, so a failure is logged rather than shown.
 */
export function useWelcomeEmail() {
  return trpc.account.sendWelcome.useMutation({
    onError: (error) => console.error('The welcome e-mail could not be requested.', error),
  });
}
