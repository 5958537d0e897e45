import { keepPreviousData } from '@tanstack/react-query';
import { translate } from '@/lib/i18n';
import { toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** The profile's calendar for a range of days; the days shown stay while the next week or month loads. */
export function useCalendar(range: { from: string; to: string }) {
  return trpc.calendar.list.useQuery(range, { placeholderData: keepPreviousData });
}

/**
 * The feed's secret address. Asked for only once the viewer opens the subscribe panel: the first ask makes the
 * secret, and a profile that never subscribes needs none.
 */
export function useCalendarLink(isWanted: boolean) {
  return trpc.calendar.link.useQuery(undefined, { enabled: isWanted, staleTime: Number.POSITIVE_INFINITY });
}

/** A new secret address; the old one stops working at once. */
export function useRotateCalendarLink() {
  const utils = trpc.useUtils();
  return trpc.calendar.rotateLink.useMutation({
    onSuccess: (link) => {
      utils.calendar.link.setData(undefined, link);
      toastSuccess(translate('calendar', 'linkReplacedToast'));
    },
  });
}
