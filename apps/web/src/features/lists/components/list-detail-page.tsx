import type { CustomList } from '@kinora/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import { StatusMessage } from '@/components/status-message';
import { useT } from '@/lib/i18n';
import { useList, useSaveOrder } from '../api/lists-api';
import { useDragReorder } from '../hooks/use-drag-reorder';
import { keyboardMoveTarget, movedAnnouncement, moveItem } from '../utils/reorder';
import { ListItemRow, type MoveControl } from './list-item-row';

/** /lists/:id (docs/product/lists.md): one of the viewer's lists, in the order they choose. */
export function ListDetailPage({ id }: { id: string }) {
  const t = useT('lists');
  const list = useList(id);
  if (list.isPending) return <ListSkeleton />;
  if (list.isError) {
    const isNotFound = list.error.data?.httpStatus === 404 || list.error.data?.httpStatus === 400;
    return (
      <StatusMessage
        title={isNotFound ? t('listNotFound') : t('listLoadFailed')}
        description={isNotFound ? t('listNotFoundHint') : t('pleaseTryAgain')}
        action={
          <>
            {!isNotFound && (
              <button type="button" className="btn-primary" onClick={() => void list.refetch()}>
                {t('tryAgain')}
              </button>
            )}
            <Link to="/lists" className="btn-ghost">
              {t('yourLists')}
            </Link>
          </>
        }
      />
    );
  }
  return <ListDetail list={list.data} />;
}

function ListDetail({ list }: { list: CustomList }) {
  const t = useT('lists');
  const { save, state } = useSaveOrder(list.id);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef<HTMLOListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ itemId: number; control: MoveControl } | null>(null);
  const ids = list.items.map((item) => item.itemId);
  const byId = new Map(list.items.map((item) => [item.itemId, item]));

  const commit = (order: number[], movedId: number) => {
    save(order);
    const title = byId.get(movedId)?.title ?? t('titleFallback');
    setAnnouncement(movedAnnouncement(title, order.indexOf(movedId), order.length));
  };
  const drag = useDragReorder(ids, commit);
  const move = (from: number, to: number, control: MoveControl) => {
    const itemId = ids[from];
    if (itemId === undefined || to < 0 || to >= ids.length || to === from) return;
    commit(moveItem(ids, from, to), itemId);
    setFocusAfterMove({ itemId, control });
  };

  // A moved row's control keeps the focus (a row moved in the page can lose it); at an end, where its Move
  // button is disabled, the row's handle takes it.
  useEffect(() => {
    if (!focusAfterMove) return;
    const row = rows.current?.querySelector<HTMLElement>(`[data-item="${focusAfterMove.itemId}"]`);
    const control = row?.querySelector<HTMLButtonElement>(`[data-control="${focusAfterMove.control}"]`);
    (control && !control.disabled
      ? control
      : row?.querySelector<HTMLElement>('[data-control="handle"]')
    )?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('listDocumentTitle', { name: list.name })}</title>
      <Link to="/lists" className="link text-sm">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('yourLists')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words">{list.name}</h1>
      <p className="mt-1 text-sm text-muted">{list.public ? t('publicStatus') : t('private')}</p>
      {list.description && <p className="mt-3 whitespace-pre-line break-words">{list.description}</p>}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {list.items.length === 0 ? (
        <p className="mt-10 text-center text-lg text-muted">{t('emptyList')}</p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
            <p id="reorder-help" className="text-sm text-muted">
              {t('reorderHelp')}
            </p>
            <p role="status" className="text-sm text-muted">
              {state === 'saving' ? t('savingOrder') : state === 'saved' ? t('orderSaved') : ''}
            </p>
          </div>
          <ol ref={rows} aria-label={t('titlesOn', { name: list.name })} className="mt-3 grid gap-3">
            {drag.shown.map((itemId, index) => {
              const item = byId.get(itemId);
              if (!item) return null;
              return (
                <ListItemRow
                  key={itemId}
                  listId={list.id}
                  item={item}
                  index={index}
                  count={ids.length}
                  isDragging={drag.draggingId === itemId}
                  rowRef={drag.rowRef(itemId)}
                  handleProps={drag.handleProps(itemId)}
                  onMove={(to, control) => move(index, to, control)}
                  onKeyMove={(event: KeyboardEvent) => {
                    const to = keyboardMoveTarget(event, index, ids.length);
                    if (to === null) return;
                    event.preventDefault();
                    const focused = (event.target as HTMLElement).closest<HTMLElement>('[data-control]');
                    move(index, to, (focused?.dataset.control as MoveControl | undefined) ?? 'handle');
                  }}
                />
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}

function ListSkeleton() {
  const t = useT('lists');
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <div role="status" aria-label={t('loading')} className="grid gap-3">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    </section>
  );
}
