import type { CustomList } from '@kinora/domain';
import { useRef, useState } from 'react';
import { toastError, toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** The viewer's lists (lists.mine); `enabled: false` until something needs them (the title page's menu). */
export function useMyLists(options: { enabled?: boolean } = {}) {
  return trpc.lists.mine.useQuery(undefined, { enabled: options.enabled ?? true });
}

/** One of the viewer's lists with its titles in order (lists.get). */
export function useList(id: string) {
  return trpc.lists.get.useQuery(
    { id },
    { retry: (count, error) => error.data?.httpStatus !== 404 && count < 2 },
  );
}

/** A public list by its link, for anyone (lists.bySlug); a 404 is an answer, not something to retry. */
export function usePublicList(slug: string) {
  return trpc.lists.bySlug.useQuery(
    { slug },
    { retry: (count, error) => error.data?.httpStatus !== 404 && count < 2 },
  );
}

/** lists.create: the overview refreshes; the caller decides what else happens with the new list. */
export function useCreateList() {
  const utils = trpc.useUtils();
  return trpc.lists.create.useMutation({
    onSuccess: () => utils.lists.mine.invalidate(),
    onError: (error) => toastError(error),
  });
}

/**
 * lists.update (name, description, public, order). The answer is the whole list as stored, which becomes the
 * list's page at once; a refused change toasts the server's reason and the page reloads the list as stored.
 */
export function useUpdateList() {
  const utils = trpc.useUtils();
  return trpc.lists.update.useMutation({
    onSuccess: (list) => {
      utils.lists.get.setData({ id: list.id }, list);
      return utils.lists.mine.invalidate();
    },
    onError: (error, input) => {
      toastError(error);
      return utils.lists.get.invalidate({ id: input.id });
    },
  });
}

/** Shows a new order at once (before the server confirms it), as the list's page and the overview see it. */
export function useShowOrder() {
  const utils = trpc.useUtils();
  return (id: string, order: readonly number[]) =>
    utils.lists.get.setData({ id }, (list): CustomList | undefined => {
      if (!list) return list;
      const byId = new Map(list.items.map((item) => [item.itemId, item]));
      const items = order.flatMap((itemId) => byId.get(itemId) ?? []);
      return items.length === list.items.length ? { ...list, items } : list;
    });
}

export function useDeleteList() {
  const utils = trpc.useUtils();
  return trpc.lists.delete.useMutation({
    onSuccess: (result) => {
      toastSuccess(result.message);
      return utils.lists.mine.invalidate();
    },
    onError: (error) => toastError(error),
  });
}

/** lists.addItem: adds a title, or sets the note of one already there; the server's message is toasted. */
export function useAddToList({ quiet = false }: { quiet?: boolean } = {}) {
  const utils = trpc.useUtils();
  return trpc.lists.addItem.useMutation({
    onSuccess: (result, input) => {
      if (!quiet) toastSuccess(result.message);
      void utils.lists.mine.invalidate();
      return utils.lists.get.invalidate({ id: input.listId });
    },
    onError: (error) => toastError(error),
  });
}

export function useRemoveFromList() {
  const utils = trpc.useUtils();
  return trpc.lists.removeItem.useMutation({
    onSuccess: (result, input) => {
      toastSuccess(result.message);
      utils.lists.get.setData({ id: input.listId }, (list) =>
        list
          ? {
              ...list,
              items: list.items.filter((i) => !(i.media_type === input.media_type && i.id === input.id)),
            }
          : list,
      );
      void utils.lists.mine.invalidate();
      return utils.lists.get.invalidate({ id: input.listId });
    },
    onError: (error) => toastError(error),
  });
}

/**
 * Saves a list's order as the viewer changes it. The new order shows at once; saves go one at a time, and moves
 * made while one is on its way are sent together once it is answered, so the last order shown is the one stored
 * (two saves in flight could otherwise arrive in the wrong order). A refused save reloads the list as stored.
 */
export function useSaveOrder(id: string) {
  const utils = trpc.useUtils();
  const show = useShowOrder();
  const next = useRef<number[] | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const update = trpc.lists.update.useMutation({
    onError: (error) => {
      next.current = null;
      toastError(error);
      setState('idle');
      return utils.lists.get.invalidate({ id });
    },
    onSuccess: () => {
      void utils.lists.mine.invalidate();
      const queued = next.current;
      next.current = null;
      if (queued) update.mutate({ id, order: queued });
      else setState('saved');
    },
  });
  const save = (order: number[]) => {
    show(id, order);
    setState('saving');
    if (update.isPending) next.current = order;
    else update.mutate({ id, order });
  };
  return { save, state };
}
