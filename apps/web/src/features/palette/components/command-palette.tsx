import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { Modal } from '@/components/modal';
import { OutlineIcon } from '@/components/outline-icon';
import { heldPaletteText, releasePaletteKeys } from '@/lib/early-palette-keys';
import { useT } from '@/lib/i18n';
import { usePaletteResults } from '../hooks/use-palette-results';
import { KIND_LABELS, type PaletteOption } from '../utils/palette-options';

/**
 * Ctrl/Cmd+K: one box that finds titles, people and pages. Arrow keys move through the options, Enter opens the
 * chosen one, Escape closes (the dialog's own cancel). Focus returns to where it was.
 */
export function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('palette');
  return (
    <Modal open={open} onClose={onClose} title={t('dialogTitle')} hideTitle size="md">
      {open && <PaletteBody onClose={onClose} />}
    </Modal>
  );
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const t = useT('palette');
  const navigate = useNavigate();
  const listId = useId();
  // What was typed after a Ctrl+K that came before this code (early-palette-keys) is the search's start.
  const [text, setText] = useState(heldPaletteText);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const typed = releasePaletteKeys();
    // Keys that came between this render and now are typed on; a second run (React's dev check) hands back ''.
    if (typed.length > 0) setText((current) => (typed.length > current.length ? typed : current));
  }, []);
  const { options, isSearching } = usePaletteResults(text);
  const current = Math.min(active, Math.max(0, options.length - 1));

  const open = (index: number) => {
    const option = options[index];
    if (!option) return;
    onClose();
    navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % Math.max(1, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(current);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className="space-y-3">
      <input
        // The dialog focuses its autofocus element when it opens (showModal runs after this renders), so the
        // attribute itself must be there: React's autoFocus prop only calls focus(), which showModal then moves.
        ref={(input) => input?.setAttribute('autofocus', '')}
        type="text"
        role="combobox"
        aria-label={t('searchLabel')}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
        aria-autocomplete="list"
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        className="field"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('resultsLabel')}
        className="max-h-[60dvh] overflow-y-auto"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users move with the arrow keys in the box above
          <div
            key={option.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === current}
            // Only a pointer that moves picks an option: the list changing under a still one (results arriving)
            // would otherwise take the choice away from the arrow keys.
            onMouseMove={(event) => {
              if (event.movementX !== 0 || event.movementY !== 0) setActive(index);
            }}
            onClick={() => open(index)}
            className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ${index === current ? 'bg-raised text-text' : 'text-muted'}`}
          >
            <OptionThumbnail option={option} />
            <span className="min-w-0 flex-1 truncate">
              {option.label}
              {/* Two films may share a name; the year tells them apart. */}
              {option.year && <span className="text-muted"> ({option.year})</span>}
            </span>
            <span className="shrink-0 text-xs text-muted">{t(KIND_LABELS[option.kind])}</span>
          </div>
        ))}
      </div>
      <p role="status" className="text-xs text-muted">
        {isSearching ? t('searching') : options.length === 0 ? t('noMatch') : t('keysHint')}
      </p>
    </div>
  );
}

const THUMBNAIL = 'h-12 w-8 shrink-0 rounded';

/** A title's poster or a person's photo, small; a page gets a page icon so every label starts in one column. */
function OptionThumbnail({ option }: { option: PaletteOption }) {
  if (option.kind === 'page') {
    return (
      <span className={`grid place-items-center bg-raised text-muted ${THUMBNAIL}`}>
        <OutlineIcon className="size-4" strokeWidth={1.8}>
          <path d="M7 3h7l4 4v14H7z" />
          <path d="M14 3v4h4" />
        </OutlineIcon>
      </span>
    );
  }
  // The option's text names it; the picture is decoration (its placeholder too).
  return <CatalogueImage path={option.image} alt="" fallbackLabel="" className={THUMBNAIL} />;
}
