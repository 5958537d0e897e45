import type { MediaType } from '@kinora/domain';
import { useState } from 'react';
import { toastErrorText } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** PRODUCT.md section 8's trailer failure text, for a failed call and for a title with no trailer alike. */
export const NO_TRAILER_MESSAGE = 'No trailer fetched';

/** See use-title-details.ts: the API sends this exact type, tRPC's inference loses its optional fields. */

/**
 * The Trailer button's behaviour: fetch the title's trailers first and open the dialog only when there is
 * something to pick, so nobody meets an empty dialog. The list stays in react-query's cache for the dialog.
 */
export function useTrailerDialog(media: MediaType, id: number) {
  const utils = trpc.useUtils();
  const [isOpen, setOpen] = useState(false);
  const [isFetching, setFetching] = useState(false);
  const trailers = trpc.catalogue.trailers.useQuery({ media, id }, { enabled: isOpen });

  async function open() {
    setFetching(true);
    try {
      const list = await utils.catalogue.trailers.fetch({ media, id });
      if (list.length > 0) setOpen(true);
      else toastErrorText(NO_TRAILER_MESSAGE);
    } catch {
      toastErrorText(NO_TRAILER_MESSAGE);
    } finally {
      setFetching(false);
    }
  }

  return { isOpen, isFetching, trailers: trailers.data ?? [], open, close: () => setOpen(false) };
}
