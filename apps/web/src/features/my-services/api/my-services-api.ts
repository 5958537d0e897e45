import { browserRegion } from '@/lib/browser-region';
import { translate } from '@/lib/i18n';
import { formToasts } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** The providers of the profile's region with its own marked (the browser's region counts while it chose none). */
export function useMyServices() {
  return trpc.services.list.useQuery({ region: browserRegion() });
}

/**
 * Saves the whole choice. The list takes the server's answer; offers and "on my services" lists read the choice,
 * so they refresh too.
 */
export function useUpdateMyServices() {
  const utils = trpc.useUtils();
  return trpc.services.update.useMutation({
    onSuccess: (answer) => {
      utils.services.list.setData({ region: browserRegion() }, answer);
      formToasts('my-services').success(translate('my-services', 'saved'));
      void utils.catalogue.watchProviders.invalidate();
      void utils.watchlist.list.invalidate();
      void utils.catalogue.search.invalidate();
    },
    onError: (error) => formToasts('my-services').error(error),
  });
}
