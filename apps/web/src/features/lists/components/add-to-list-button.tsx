import { CUSTOM_LISTS, type MediaType } from '@kinora/domain';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '@/components/modal';
import { useT } from '@/lib/i18n';
import { useMenuButton } from '@/lib/use-menu-button';
import { useAddToList, useCreateList, useMyLists } from '../api/lists-api';

/** The menu's first entry takes the focus when it appears: "New list…" at once, the first list once they arrive. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

interface AddToListButtonProps {
  target: { type: MediaType; id: number };
}

/**
 * "Add to list" on a movie or show page: a menu of the viewer's lists (asked for only when it opens) and "New
 * list…", which makes a list and puts the title on it. Arrow keys move through the menu, Escape closes it.
 */
export function AddToListButton({ target }: AddToListButtonProps) {
  const t = useT('lists');
  const { isOpen, setOpen, close, menuId, button, menu, onMenuKey } = useMenuButton();
  const [isCreating, setCreating] = useState(false);
  const lists = useMyLists({ enabled: isOpen });
  const add = useAddToList();
  const item = { media_type: target.type, id: target.id };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        className="btn-ghost"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        <span aria-hidden="true">☰</span>
        {t('addToList')}
      </button>
      {isOpen && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('addToList')}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute start-0 top-full z-30 mt-2 max-h-80 w-64 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-xl"
        >
          {lists.isPending ? (
            <p role="status" className="px-3 py-2 text-sm text-muted">
              {t('loadingYourLists')}
            </p>
          ) : lists.isError ? (
            <p role="alert" className="px-3 py-2 text-sm text-danger">
              {t('listsLoadFailed')}
            </p>
          ) : (
            lists.data.map((list, index) => (
              <button
                key={list.id}
                ref={index === 0 ? focusOnMount : undefined}
                type="button"
                role="menuitem"
                className="block w-full truncate rounded-lg px-3 py-2.5 text-start text-sm hover:bg-raised focus-visible:bg-raised"
                onClick={() => {
                  add.mutate({ listId: list.id, ...item });
                  close();
                }}
              >
                {list.name}
              </button>
            ))
          )}
          <button
            ref={lists.data?.length ? undefined : focusOnMount}
            type="button"
            role="menuitem"
            className="block w-full rounded-lg px-3 py-2.5 text-start text-sm font-semibold text-accent hover:bg-raised focus-visible:bg-raised"
            onClick={() => {
              close(false);
              setCreating(true);
            }}
          >
            {t('newListMenuItem')}
          </button>
        </div>
      )}
      <NewListDialog
        open={isCreating}
        onClose={() => setCreating(false)}
        onCreated={(listId) => add.mutate({ listId, ...item })}
      />
    </div>
  );
}

function NewListDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (listId: string) => void;
}) {
  const t = useT('lists');
  const create = useCreateList();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    create.mutate(
      { name },
      {
        onSuccess: (list) => {
          onCreated(list.id);
          onClose();
        },
      },
    );
  };
  return (
    <Modal open={open} onClose={onClose} title={t('newList')} size="md">
      <form onSubmit={onSubmit} className="grid gap-4">
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
            {t('nameLabel')}
          </label>
          <input
            id={id}
            name="name"
            required
            maxLength={CUSTOM_LISTS.NAME_MAX_CHARS}
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: the dialog exists to ask for this one field
            autoFocus
            className="field"
          />
        </div>
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {t('createAndAdd')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
