import { toastErrorText, toastSuccess } from '@/lib/toasts';
import { publicListUrl } from '../utils/list-links';

/** Copies the public link of a list; where the browser refuses, the toast shows the link to copy by hand. */
export function CopyLinkButton({ slug, listName }: { slug: string; listName: string }) {
  const copy = async () => {
    const url = publicListUrl(window.location.origin, slug);
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess('Link copied');
    } catch {
      toastErrorText(`Could not copy the link. Copy it by hand: ${url}`);
    }
  };
  return (
    <button
      type="button"
      className="btn-ghost min-h-9 px-3"
      aria-label={`Copy link: ${listName}`}
      onClick={copy}
    >
      Copy link
    </button>
  );
}
