import { useEffect, useRef, useState } from 'react';
import { toastError } from '@/lib/toasts';

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
  const speechWindow = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition ?? null;
}

/** The recogniser's error codes worth explaining; 'aborted' is our own stop and says nothing. */
const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'not-allowed': 'Microphone access is blocked. Allow it in your browser to search by voice.',
  'service-not-allowed': 'Microphone access is blocked. Allow it in your browser to search by voice.',
  'no-speech': 'No speech was heard. Try again.',
  'audio-capture': 'No microphone was found.',
  network: 'Voice input needs a network connection.',
};
const GENERIC_ERROR = 'Voice input stopped. Try again.';

/**
 * Voice input through the browser's Web Speech API, when it has one. `onTranscript` receives the words heard so
 * far while the person speaks, so the text box fills live.
 */
export function useSpeechRecognition(onTranscript: (text: string) => void) {
  const [Recognizer] = useState(findRecognizer);
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
    recognition.lang = navigator.language || 'en-US';
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const heard = Array.from(event.results, (result) => result[0]?.transcript ?? '').join('');
      onTranscriptRef.current(heard.trim());
    };
    recognition.onerror = (event) => {
      if (event.error !== 'aborted') toastError(null, ERROR_MESSAGES[event.error] ?? GENERIC_ERROR);
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
