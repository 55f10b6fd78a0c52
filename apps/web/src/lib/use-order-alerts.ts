// The alerts of a new order: a short chime (made in the page, nothing to download) once the user
// has switched it on, since browsers play no sound before a click; and a browser notification while
// the tab is hidden, once allowed. The choice of sound is kept; after a reload the browser wants a
// click again, and the switch says so until one comes.
import { useCallback, useEffect, useRef, useState } from 'react';

const SOUND_KEY = 'order-notify-sound';

export type SoundState = 'off' | 'on' | 'blocked';
export type NotifyState = 'unsupported' | 'default' | 'granted' | 'denied';

function storedSound(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

function notifyState(): NotifyState {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

export interface OrderAlerts {
  sound: SoundState;
  /** Switches the sound on (in the user's click: the browser allows it then) or off. */
  setSound: (on: boolean) => void;
  notify: NotifyState;
  /** Asks the browser for notifications. */
  askNotify: () => void;
  /** A new order: the chime, and a notification when the tab is hidden. */
  alert: (title: string, body: string, tag: string) => void;
  /** The chime alone (a reminder), when the sound is on and the browser lets it play. */
  ring: () => void;
}

/** A reminder rings this often while something waits (useRepeatingRing). */
export const RING_EVERY_MS = 10_000;

/** Rings every `everyMs` while `active` (an order waits for someone to act on it). */
export function useRepeatingRing(active: boolean, ring: () => void, everyMs = RING_EVERY_MS): void {
  const latest = useRef(ring);
  latest.current = ring;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      latest.current();
    }, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [active, everyMs]);
}

export function useOrderAlerts(): OrderAlerts {
  const context = useRef<AudioContext | null>(null);
  const [wanted, setWanted] = useState(storedSound);
  const [running, setRunning] = useState(false);
  const [notify, setNotify] = useState<NotifyState>(notifyState);

  const start = useCallback(() => {
    if (typeof AudioContext === 'undefined') return;
    context.current ??= new AudioContext();
    const audio = context.current;
    const update = () => {
      setRunning(audio.state === 'running');
    };
    audio.onstatechange = update;
    audio.resume().then(update, update);
    update();
  }, []);

  // Switched on before a reload: the browser lets it play after the user's next click anywhere.
  useEffect(() => {
    if (!wanted) return;
    start();
    const resume = () => {
      start();
    };
    document.addEventListener('pointerdown', resume, { once: true });
    document.addEventListener('keydown', resume, { once: true });
    return () => {
      document.removeEventListener('pointerdown', resume);
      document.removeEventListener('keydown', resume);
    };
  }, [wanted, start]);

  useEffect(
    () => () => {
      void context.current?.close();
      context.current = null;
    },
    [],
  );

  const setSound = useCallback(
    (on: boolean) => {
      setWanted(on);
      try {
        localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
      } catch {
        // A private window may keep nothing: the switch still holds for this page.
      }
      if (on) start();
    },
    [start],
  );

  const askNotify = useCallback(() => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then(setNotify);
  }, []);

  const alert = useCallback(
    (title: string, body: string, tag: string) => {
      const audio = context.current;
      if (wanted && audio?.state === 'running') chime(audio);
      if (document.hidden && notifyState() === 'granted') {
        new Notification(title, { body, tag });
      }
    },
    [wanted],
  );

  const ring = useCallback(() => {
    const audio = context.current;
    if (wanted && audio?.state === 'running') chime(audio);
  }, [wanted]);

  return {
    sound: !wanted ? 'off' : running ? 'on' : 'blocked',
    setSound,
    notify,
    askNotify,
    alert,
    ring,
  };
}

/** Two short notes, rising. */
function chime(audio: AudioContext): void {
  const now = audio.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const begin = now + index * 0.16;
    gain.gain.setValueAtTime(0.0001, begin);
    gain.gain.exponentialRampToValueAtTime(0.25, begin + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, begin + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(begin);
    oscillator.stop(begin + 0.32);
  });
}
