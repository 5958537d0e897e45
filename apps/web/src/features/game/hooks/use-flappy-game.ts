import { LOCAL_KEYS, type PublicUser } from '@kinora/domain';
import { Game, type GamePhase } from '@kinora/game';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '@/lib/i18n';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';
import { localStore } from '@/lib/storage';
import { toastError } from '@/lib/toasts';
import { useStartGame, useSubmitGame } from '../api/game-api';
import { drawGame } from '../utils/draw';

/** A frame longer than this (a background tab, a debugger) is not played all at once: the game just waits. */
const LONGEST_FRAME_MS = 250;

function storedBest(user: PublicUser | null): number {
  const local = Number(localStore.getItem(LOCAL_KEYS.FLAPPY_BEST));
  return Math.max(user?.flappy.score ?? 0, Number.isFinite(local) ? local : 0);
}

/**
 * Runs Flappy Kinora on a canvas: one engine `Game`, stepped on every animation frame with the real time that
 * passed (fixed 1/60 s steps inside, so every screen plays the same game) and drawn at the canvas's own pixel
 * size. A game starts through the server (which hands out the seed); when it ends, its replay goes back to be
 * played again, and the server's answer is the score that counts.
 */
export function useFlappyGame(canvasRef: RefObject<HTMLCanvasElement | null>, user: PublicUser | null) {
  const game = useRef(new Game());
  const sprite = useRef<HTMLImageElement | null>(null);
  const flaps = useRef<number[]>([]);
  const lastFrame = useRef<number | null>(null);
  const [phase, setPhase] = useState<GamePhase>('idle');
  const [score, setScore] = useState(0);
  const [best, setBest] = useState(() => storedBest(user));
  const [hasPlayed, setHasPlayed] = useState(false);
  const gameId = useRef<string | null>(null);
  const starting = useRef(false);
  const flappedWhileStarting = useRef(false);
  const start = useStartGame();
  const submit = useSubmitGame();
  // Read by the drawing loop through a ref, so the loop never restarts when the setting changes.
  const isMotionReduced = useRef(false);
  isMotionReduced.current = usePrefersReducedMotion();

  const raiseBest = useCallback((value: number) => {
    setBest((current) => {
      const next = Math.max(current, value);
      localStore.setItem(LOCAL_KEYS.FLAPPY_BEST, String(next));
      return next;
    });
  }, []);

  // The avatar becomes the sprite; until it loads, or if it cannot, the drawn bird flies.
  const avatar = user?.picture || user?.image || null;
  useEffect(() => {
    sprite.current = null;
    if (!avatar) return;
    const image = new Image();
    image.referrerPolicy = 'no-referrer';
    image.onload = () => {
      sprite.current = image;
    };
    image.src = avatar;
  }, [avatar]);

  // One animation loop for the page's life: step by the real frame time, then draw. It reads the latest state
  // through refs, so it never restarts.
  useEffect(() => {
    let frame = 0;
    const loop = (now: number) => {
      frame = requestAnimationFrame(loop);
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      const dt = lastFrame.current === null ? 0 : Math.min(now - lastFrame.current, LONGEST_FRAME_MS);
      lastFrame.current = now;
      const current = game.current;
      if (current.state.phase === 'playing') {
        const outcome = current.step(dt, { flaps: flaps.current.splice(0) });
        if (outcome.scored > 0) setScore(current.state.score);
        if (outcome.ended) finishRef.current();
      }
      if (canvas && context) {
        fitToElement(canvas);
        drawGame(context, current.state, current.stepFraction, sprite.current, {
          isMotionReduced: isMotionReduced.current,
        });
      }
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [canvasRef]);

  function finish() {
    const current = game.current;
    setPhase('over');
    setScore(current.state.score);
    const id = gameId.current;
    if (!id) return;
    gameId.current = null;
    submit.mutate(
      { gameId: id, replay: current.replay() },
      {
        onSuccess: (result) => raiseBest(result.best),
        // The score on screen stays; only the record failed.
        onError: (error) => toastError(error, translate('game', 'scoreNotSaved')),
      },
    );
  }

  // The loop lives as long as the page; it calls the latest `finish` (fresh mutation state) through this ref.
  const finishRef = useRef(finish);
  finishRef.current = finish;

  const begin = useCallback(() => {
    starting.current = true;
    flappedWhileStarting.current = false;
    start.mutate(undefined, {
      onSuccess: ({ gameId: id, seed }) => {
        starting.current = false;
        gameId.current = id;
        // A press made while the server was handing out the seed is the game's first flap, not a lost one.
        flaps.current = flappedWhileStarting.current ? [0] : [];
        lastFrame.current = null;
        game.current.start(seed);
        setScore(0);
        setPhase('playing');
        setHasPlayed(true);
      },
      onError: (error) => {
        starting.current = false;
        toastError(error, translate('game', 'gameNotStarted'));
      },
    });
  }, [start]);

  /** A flap, stamped on the game's clock at the moment the key or pointer went down. */
  const flap = useCallback((eventTime: number) => {
    const current = game.current;
    if (starting.current) {
      flappedWhileStarting.current = true;
      return;
    }
    if (current.state.phase !== 'playing') return;
    const sinceFrame = lastFrame.current === null ? 0 : Math.max(0, eventTime - lastFrame.current);
    flaps.current.push(current.clockMs + Math.min(sinceFrame, LONGEST_FRAME_MS));
  }, []);

  return { phase, score, best, hasPlayed, isStarting: start.isPending, begin, flap };
}

/** Sizes the canvas's backing store to its displayed size times the device pixel ratio (crisp on any screen). */
function fitToElement(canvas: HTMLCanvasElement) {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.round(canvas.clientWidth * ratio);
  const height = Math.round(canvas.clientHeight * ratio);
  if (width > 0 && (canvas.width !== width || canvas.height !== height)) {
    canvas.width = width;
    canvas.height = height;
  }
}
