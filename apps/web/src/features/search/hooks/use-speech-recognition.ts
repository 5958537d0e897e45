import { useEffect, useRef, useState } from 'react';
import { i18n, type MessageKey, translate } from '@/lib/i18n';
import { toastErrorText } from '@/lib/toasts';
import { useBrowserValue } from '@/lib/use-browser-value';
import { speechLanguage } from '../utils/speech-language';

/** The part of the Web Speech API used here; TypeScript's DOM types do not declare the recogniser itself. */
interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** Chrome and Safari still ship the recogniser under its webkit name. */
function findRecognizer(): SpeechRecognitionConstructor | null {
  // The server's render of the first screen has no window.
  if (typeof window === 'undefined') return null;
  const speechWindow = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition ?? null;
}

/** The recogniser's error codes worth explaining, with their texts' keys; 'aborted' is our own stop and says nothing. */
const ERROR_MESSAGES: Readonly<Record<string, MessageKey<'search'>>> = {
  'not-allowed': 'voiceBlocked',
  'service-not-allowed': 'voiceBlocked',
  'no-speech': 'voiceNoSpeech',
  'audio-capture': 'voiceNoMicrophone',
  network: 'voiceNetwork',
};

/**
 * Voice input through the browser's Web Speech API, when it has one. `onTranscript` receives the words heard so
 * far while the person speaks, so the text box fills live.
 */
export function useSpeechRecognition(onTranscript: (text: string) => void) {
  // Found in the browser only: the server's render of the first screen, and the browser's pass over it, have none.
  const Recognizer = useBrowserValue(findRecognizer, null);
  const [isListening, setIsListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const onTranscriptRef = useRef(onTranscript);

  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  });
  useEffect(() => () => recognitionRef.current?.abort(), []);

  function start() {
    if (!Recognizer || recognitionRef.current) return;
    const recognition = new Recognizer();
    recognition.lang = speechLanguage(i18n.locale, navigator.languages ?? [navigator.language]);
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const heard = Array.from(event.results, (result) => result[0]?.transcript ?? '').join('');
      onTranscriptRef.current(heard.trim());
    };
    recognition.onerror = (event) => {
      if (event.error !== 'aborted') {
        toastErrorText(translate('search', ERROR_MESSAGES[event.error] ?? 'voiceStopped'));
      }
    };
    recognition.onend = () => {
      recognitionRef.current = null;
      setIsListening(false);
    };
    recognitionRef.current = recognition;
    recognition.start();
    setIsListening(true);
  }

  return {
    isSupported: Recognizer !== null,
    isListening,
    start,
    stop: () => recognitionRef.current?.stop(),
  };
}
