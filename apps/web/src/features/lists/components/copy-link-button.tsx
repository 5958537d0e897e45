import { useT } from '@/lib/i18n';
import { toastErrorText, toastSuccess } from '@/lib/toasts';
import { publicListUrl } from '../utils/list-links';

/** Copies the public link of a list; where the browser refuses, the toast shows the link to copy by hand. */
export function CopyLinkButton({ slug, listName }: { slug: string; listName: string }) {
  const t = useT('lists');
  const copy = async () => {
    const url = publicListUrl(window.location.origin, slug);
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(t('linkCopied'));
    } catch {
      toastErrorText(t('copyFailed', { url }));
    }
  };
  return (
    <button
      type="button"
      className="btn-ghost min-h-9 px-3"
      aria-label={t('copyLinkLabel', { name: listName })}
      onClick={copy}
    >
      {t('copyLink')}
    </button>
  );
}
