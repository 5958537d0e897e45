import { SEARCH, type SearchType } from '@kinora/domain';
import { type FormEvent, useId } from 'react';
import { useLocation } from 'react-router';
import { OutlineIcon } from '@/components/outline-icon';
import { SegmentedControl } from '@/components/segmented-control';
import { wantsSearchFocus } from '@/lib/focus-search';
import { type MessageKey, useT } from '@/lib/i18n';
import { useSurprisePick } from '../api/search-queries';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';

interface SearchFormProps {
  type: SearchType;
  text: string;
  onTypeChange: (type: SearchType) => void;
  onTextChange: (text: string) => void;
}

/** The type picker, the text box (with voice input where the browser has it) and 'Surprise Me'. */
export function SearchForm({ type, text, onTypeChange, onTextChange }: SearchFormProps) {
  const t = useT('search');
  const inputId = useId();
  // Arriving by the '/' shortcut puts the cursor in the box; arriving any other way leaves the page as it was.
  const focusOnArrival = wantsSearchFocus(useLocation().state);
  const voice = useSpeechRecognition(onTextChange);
  const surprise = useSurprisePick();

  async function surpriseMe() {
    const title = await surprise.pick(type, text);
    if (!title) return;
    // The pick is a movie title when the Person type is chosen, so search it among movies where it can be found.
    if (type === 'person') onTypeChange('movie');
    onTextChange(title);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // Searching follows the typing; Enter only puts a phone's keyboard away so the results can be seen.
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('query');
    if (input instanceof HTMLElement) input.blur();
  }

  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <SearchTypePicker value={type} onChange={onTypeChange} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <label htmlFor={inputId} className="sr-only">
              {t('inputLabel')}
            </label>
            <OutlineIcon className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" strokeLinecap="round" />
            </OutlineIcon>
            <input
              id={inputId}
              // biome-ignore lint/a11y/noAutofocus: only when the viewer pressed '/' to get here
              autoFocus={focusOnArrival}
              name="query"
              type="search"
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              // Spelt "atleast" in English, as the product has always spelt it.
              placeholder={t('placeholder', { count: SEARCH.MIN_CHARS })}
              maxLength={SEARCH.MAX_CHARS}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              className={`field ps-10 ${voice.isSupported ? 'pe-12' : ''}`}
            />
            {voice.isSupported && (
              <VoiceButton isListening={voice.isListening} onStart={voice.start} onStop={voice.stop} />
            )}
          </div>
          <button
            type="button"
            onClick={surpriseMe}
            disabled={surprise.isPicking}
            aria-busy={surprise.isPicking}
            className="btn-ghost shrink-0"
          >
            <OutlineIcon className="size-4">
              <rect x="3" y="3" width="18" height="18" rx="4" />
              <circle cx="8.5" cy="8.5" r="1.25" fill="currentColor" />
              <circle cx="12" cy="12" r="1.25" fill="currentColor" />
              <circle cx="15.5" cy="15.5" r="1.25" fill="currentColor" />
            </OutlineIcon>
            {t('surpriseMe')}
          </button>
        </div>
      </form>
    </search>
  );
}

const SEARCH_TYPE_OPTIONS = [
  { value: 'movie', label: 'typeMovies' },
  { value: 'tv', label: 'typeTv' },
  { value: 'person', label: 'typePerson' },
] as const satisfies readonly { value: SearchType; label: MessageKey<'search'> }[];

function SearchTypePicker({ value, onChange }: { value: SearchType; onChange: (type: SearchType) => void }) {
  const t = useT('search');
  const options = SEARCH_TYPE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
  return <SegmentedControl label={t('searchFor')} options={options} value={value} onChange={onChange} />;
}

interface VoiceButtonProps {
  isListening: boolean;
  onStart: () => void;
  onStop: () => void;
}

/** The microphone inside the search box; pressed while it listens. */
function VoiceButton({ isListening, onStart, onStop }: VoiceButtonProps) {
  const t = useT('search');
  return (
    <button
      type="button"
      onClick={isListening ? onStop : onStart}
      aria-label={isListening ? t('voiceStop') : t('voiceStart')}
      aria-pressed={isListening}
      className={`absolute top-1/2 end-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-lg motion-safe:transition-colors ${
        isListening
          ? 'bg-accent text-on-accent motion-safe:animate-pulse'
          : 'text-muted hover:bg-raised hover:text-text'
      }`}
    >
      <OutlineIcon className="size-5">
        <rect x="9" y="3" width="6" height="11" rx="3" />
        <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
      </OutlineIcon>
    </button>
  );
}
