import { CUSTOM_LISTS, type CustomListSummary } from '@kinora/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/modal';
import { useT } from '@/lib/i18n';
import { useDeleteList, useUpdateList } from '../api/lists-api';
import { listHref, publicListPath } from '../utils/list-links';
import { CopyLinkButton } from './copy-link-button';
import { PublicSwitch } from './public-switch';

/** One list on /lists: its name (the link to it), count and description, and what can be done with it. */
export function ListOverviewRow({ list }: { list: CustomListSummary }) {
  const t = useT('lists');
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
          <p className="text-sm text-muted">{t('titleCount', { count: list.itemCount })}</p>
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
              aria-label={t('publicPageLabel', { name: list.name })}
            >
              {t('publicPage')}
            </Link>
          </>
        )}
        <span className="ms-auto flex gap-2">
          {!isRenaming && (
            <button
              type="button"
              className="btn-ghost min-h-9 px-3"
              aria-label={t('renameLabel', { name: list.name })}
              onClick={() => setRenaming(true)}
            >
              {t('rename')}
            </button>
          )}
          <button
            type="button"
            className="btn-ghost min-h-9 px-3 hover:border-danger hover:text-danger"
            aria-label={t('deleteLabel', { name: list.name })}
            onClick={() => setConfirmingDelete(true)}
          >
            {t('delete')}
          </button>
        </span>
      </div>
      <DeleteListDialog list={list} open={isConfirmingDelete} onClose={() => setConfirmingDelete(false)} />
    </li>
  );
}

function RenameForm({ list, onDone }: { list: CustomListSummary; onDone: () => void }) {
  const t = useT('lists');
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
          {t('newNameLabel', { name: list.name })}
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
        {t('save')}
      </button>
      <button type="button" className="btn-ghost" onClick={onDone}>
        {t('cancel')}
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
  const t = useT('lists');
  const remove = useDeleteList();
  return (
    <Modal open={open} onClose={onClose} title={t('deleteDialogTitle', { name: list.name })} size="md">
      <p className="text-muted">
        {t(list.public ? 'deletePublicListWarning' : 'deleteListWarning', { count: list.itemCount })}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="btn bg-danger text-white hover:opacity-90"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: list.id }, { onSuccess: onClose })}
        >
          {t('deleteList')}
        </button>
      </div>
    </Modal>
  );
}
