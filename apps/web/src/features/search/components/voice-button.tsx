interface VoiceButtonProps {
  isListening: boolean;
  onStart: () => void;
  onStop: () => void;
}

/** The microphone inside the search box; pressed while it listens. */
export function VoiceButton({ isListening, onStart, onStop }: VoiceButtonProps) {
  return (
    <button
      type="button"
      onClick={isListening ? onStop : onStart}
      aria-label={isListening ? 'Stop voice input' : 'Search by voice'}
      aria-pressed={isListening}
      className={`absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-lg motion-safe:transition-colors ${
        isListening
          ? 'bg-accent text-on-accent motion-safe:animate-pulse'
          : 'text-muted hover:bg-raised hover:text-text'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="9" y="3" width="6" height="11" rx="3" />
        <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
      </svg>
    </button>
  );
}
