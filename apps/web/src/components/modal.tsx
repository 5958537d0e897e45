import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '@/lib/i18n';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the title visually (it stays the dialog's accessible name). */
  hideTitle?: boolean;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

const WIDTH = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus cannot leave), Escape
 * closes it, and the browser returns focus to the element that opened it. A click on the backdrop closes too.
 */
export function Modal({ open, onClose, title, hideTitle = false, children, size = 'lg' }: ModalProps) {
  const t = useT('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has its keyboard twin in Escape (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${WIDTH[size]} rounded-xl border border-line bg-surface p-0 text-text backdrop:bg-black/75`}
    >
      {open && (
        <div className="p-4 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-semibold'}>
              {title}
            </h2>
            <button
              type="button"
              className="btn-ghost min-h-9 px-3"
              onClick={onClose}
              aria-label={t('close')}
            >
              ✕
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
