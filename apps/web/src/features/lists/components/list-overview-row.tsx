import { CUSTOM_LISTS, type CustomListSummary, formatTitleCount } from '@kinora/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/modal';
import { useDeleteList, useUpdateList } from '../api/lists-api';
import { listHref, publicListPath } from '../utils/list-links';
import { CopyLinkButton } from './copy-link-button';
import { PublicSwitch } from './public-switch';

/** One list on /lists: its name (the link to it), count and description, and what can be done with it. */
export function ListOverviewRow({ list }: { list: CustomListSummary }) {
  const update = useUpdateList();
  const [isRenaming, setRenaming] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      {isRenaming ? (
        <RenameForm list={list} onDone={() => setRenaming(false)} />
      ) : (
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">
            <Link to={listHref(list.id)} className="hover:text-accent">
              {list.name}
            </Link>
          </h2>
          <p className="text-sm text-muted">{formatTitleCount(list.itemCount)}</p>
          {list.description && <p className="mt-1 line-clamp-2 text-sm break-words">{list.description}</p>}
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <PublicSwitch
          isPublic={list.public}
          listName={list.name}
          disabled={update.isPending}
          onChange={(isPublic) => update.mutate({ id: list.id, public: isPublic })}
        />
        {list.public && (
          <>
            <CopyLinkButton slug={list.slug} listName={list.name} />
            <Link
              to={publicListPath(list.slug)}
              className="link px-2 text-sm"
              aria-label={`Public page: ${list.name}`}
            >
              Public page
            </Link>
          </>
        )}
        <span className="ms-auto flex gap-2">
          {!isRenaming && (
            <button
              type="button"
              className="btn-ghost min-h-9 px-3"
              aria-label={`Rename ${list.name}`}
              onClick={() => setRenaming(true)}
            >
              Rename
            </button>
          )}
          <button
            type="button"
            className="btn-ghost min-h-9 px-3 hover:border-danger hover:text-danger"
            aria-label={`Delete ${list.name}`}
            onClick={() => setConfirmingDelete(true)}
          >
            Delete
          </button>
        </span>
      </div>
      <DeleteListDialog list={list} open={isConfirmingDelete} onClose={() => setConfirmingDelete(false)} />
    </li>
  );
}

function RenameForm({ list, onDone }: { list: CustomListSummary; onDone: () => void }) {
  const update = useUpdateList();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    update.mutate({ id: list.id, name }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
          {`New name for ${list.name}`}
        </label>
        <input
          id={id}
          name="name"
          required
          defaultValue={list.name}
          maxLength={CUSTOM_LISTS.NAME_MAX_CHARS}
          // biome-ignore lint/a11y/noAutofocus: the field the Rename button asked for
          autoFocus
          className="field"
        />
      </div>
      <button type="submit" className="btn-primary" disabled={update.isPending}>
        Save
      </button>
      <button type="button" className="btn-ghost" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

function DeleteListDialog({
  list,
  open,
  onClose,
}: {
  list: CustomListSummary;
  open: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteList();
  return (
    <Modal open={open} onClose={onClose} title={`Delete ${list.name}?`} size="md">
      <p className="text-muted">
        {`The list and its ${formatTitleCount(list.itemCount)} go for good${list.public ? ', and its public link stops working' : ''}.`}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn bg-danger text-white hover:opacity-90"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: list.id }, { onSuccess: onClose })}
        >
          Delete list
        </button>
      </div>
    </Modal>
  );
}
