import { CUSTOM_LISTS, type CustomListItem } from '@kinora/domain';
import { type FormEvent, type KeyboardEvent, type PointerEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { useT } from '@/lib/i18n';
import { titleHref } from '@/lib/links';
import { useAddToList, useRemoveFromList } from '../api/lists-api';

export type MoveControl = 'handle' | 'up' | 'down';

interface ListItemRowProps {
  listId: string;
  item: CustomListItem;
  index: number;
  count: number;
  isDragging: boolean;
  rowRef: (element: HTMLElement | null) => void;
  handleProps: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(): void;
    onPointerCancel(): void;
  };
  onMove: (to: number, control: MoveControl) => void;
  onKeyMove: (event: KeyboardEvent) => void;
}

const iconButton =
  'grid size-11 place-items-center rounded-lg border border-line bg-raised/60 text-text hover:border-accent/60 disabled:opacity-40';

/** One title of a list: its handle, poster, title, note, and the buttons that move, annotate or remove it. */
export function ListItemRow({
  listId,
  item,
  index,
  count,
  isDragging,
  rowRef,
  handleProps,
  onMove,
  onKeyMove,
}: ListItemRowProps) {
  const t = useT('lists');
  const remove = useRemoveFromList();
  const [isEditingNote, setEditingNote] = useState(false);
  return (
    // Alt+ArrowUp/Down from any control of the row moves it (the keys bubble up from the focused button).
    <li
      ref={rowRef}
      data-item={item.itemId}
      onKeyDown={onKeyMove}
      className={`flex gap-3 rounded-xl border bg-surface p-3 ${isDragging ? 'border-accent shadow-lg' : 'border-line'}`}
    >
      <button
        type="button"
        data-control="handle"
        aria-label={t('reorderHandleLabel', { title: item.title, position: index + 1, count })}
        aria-describedby="reorder-help"
        className="grid w-8 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-xl text-muted select-none hover:text-text active:cursor-grabbing"
        {...handleProps}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <Link
        to={titleHref(item.media_type, item.id, item.title)}
        className="w-16 shrink-0 sm:w-20"
        tabIndex={-1}
      >
        <CatalogueImage path={item.image} alt="" className="aspect-[2/3] w-full rounded-md" />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted">{t('itemKind', { position: index + 1, type: item.media_type })}</p>
        <Link
          to={titleHref(item.media_type, item.id, item.title)}
          className="block truncate font-semibold hover:text-accent"
        >
          {item.title}
        </Link>
        {isEditingNote ? (
          <NoteForm listId={listId} item={item} onDone={() => setEditingNote(false)} />
        ) : (
          item.note && <p className="mt-1 text-sm whitespace-pre-line break-words text-muted">{item.note}</p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            data-control="up"
            className={iconButton}
            aria-label={t('moveUpLabel', { title: item.title })}
            disabled={index === 0}
            onClick={() => onMove(index - 1, 'up')}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            data-control="down"
            className={iconButton}
            aria-label={t('moveDownLabel', { title: item.title })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1, 'down')}
          >
            <span aria-hidden="true">↓</span>
          </button>
          {!isEditingNote && (
            <button
              type="button"
              className="btn-ghost min-h-11 px-3"
              aria-label={t(item.note ? 'editNoteLabel' : 'addNoteLabel', { title: item.title })}
              onClick={() => setEditingNote(true)}
            >
              {item.note ? t('editNote') : t('addNote')}
            </button>
          )}
          <button
            type="button"
            className="btn-ghost min-h-11 px-3 hover:border-danger hover:text-danger"
            aria-label={t('removeLabel', { title: item.title })}
            disabled={remove.isPending}
            onClick={() => remove.mutate({ listId, media_type: item.media_type, id: item.id })}
          >
            {t('remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

function NoteForm({ listId, item, onDone }: { listId: string; item: CustomListItem; onDone: () => void }) {
  const t = useT('lists');
  const save = useAddToList();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '');
    save.mutate({ listId, media_type: item.media_type, id: item.id, note }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} className="mt-2 grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('noteLabel', { title: item.title })}
      </label>
      <textarea
        id={id}
        name="note"
        rows={2}
        defaultValue={item.note ?? ''}
        maxLength={CUSTOM_LISTS.NOTE_MAX_CHARS}
        // biome-ignore lint/a11y/noAutofocus: the field the Edit note button asked for
        autoFocus
        className="field py-2"
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary min-h-9 px-3" disabled={save.isPending}>
          {t('saveNote')}
        </button>
        <button type="button" className="btn-ghost min-h-9 px-3" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
