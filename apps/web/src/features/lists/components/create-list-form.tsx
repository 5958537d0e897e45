import { CUSTOM_LISTS } from '@kinora/domain';
import { type FormEvent, useId } from 'react';
import { useT } from '@/lib/i18n';
import { useCreateList } from '../api/lists-api';

/** Makes a list from a name and an optional description; the fields empty once it is made. */
export function CreateListForm() {
  const t = useT('lists');
  const create = useCreateList();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    create.mutate(
      { name: String(data.get('name') ?? ''), description: String(data.get('description') ?? '') },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-label={t('newList')}
      className="mt-6 grid gap-3 rounded-xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 className="text-lg font-semibold">{t('newList')}</h2>
      <div>
        <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium">
          {t('nameLabel')}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={CUSTOM_LISTS.NAME_MAX_CHARS}
          autoComplete="off"
          className="field"
        />
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-medium">
          {t('descriptionLabel')}
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={2}
          maxLength={CUSTOM_LISTS.DESCRIPTION_MAX_CHARS}
          className="field py-2"
        />
      </div>
      <div>
        <button
          type="submit"
          className="btn-primary"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {t('createList')}
        </button>
      </div>
    </form>
  );
}
