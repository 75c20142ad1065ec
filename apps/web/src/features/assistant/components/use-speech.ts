import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the browser's SpeechRecognition the panel uses (absent in some browsers). */
type TRecognition = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start: () => void;
  stop: () => void;
};
type TRecognitionClass = new () => TRecognition;

function recognitionClass(): TRecognitionClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: TRecognitionClass;
    webkitSpeechRecognition?: TRecognitionClass;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * The browser's speech recognition where it has one (001 §4: idle, then listening with the
 * transcript cleared; when listening ends with text, `onDone` gets it). Without one, `isSupported`
 * is false and the text box is the way in (the spec only logs the lack).
 */
export function useSpeech(onDone: (text: string) => void) {
  const Recognition = recognitionClass();
  const [isListening, setIsListening] = useState(false);
  const [transcript, setTranscript] = useState('');
  const recognition = useRef<TRecognition | null>(null);
  const latest = useRef('');
  const done = useRef(onDone);
  done.current = onDone;

  const start = useCallback(() => {
    if (!Recognition) return;
    const next = new Recognition();
    next.lang = navigator.language || 'en-US';
    next.interimResults = true;
    next.continuous = false;
    latest.current = '';
    setTranscript('');
    next.onresult = (event) => {
      const text = Array.from(event.results, (result) => result[0]?.transcript ?? '').join(' ');
      latest.current = text;
      setTranscript(text);
    };
    next.onerror = (event) => console.info('Speech recognition stopped:', event.error);
    next.onend = () => {
      setIsListening(false);
      recognition.current = null;
      if (latest.current.trim()) done.current(latest.current);
    };
    recognition.current = next;
    setIsListening(true);
    next.start();
  }, [Recognition]);

  const stop = useCallback(() => recognition.current?.stop(), []);
  useEffect(() => () => recognition.current?.stop(), []);

  return { isSupported: Recognition !== null, isListening, transcript, start, stop };
}
