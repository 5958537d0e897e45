import { useEffect, useState } from 'react';

/** 'Lights off' dims everything around the player; Escape (or the toggle) turns the lights back on. */
export function useLightsOff() {
  const [isOff, setOff] = useState(false);
  useEffect(() => {
    if (!isOff) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOff(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOff]);
  return { isOff, toggle: () => setOff((off) => !off), turnOn: () => setOff(false) };
}
