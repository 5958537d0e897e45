import { type KeyboardEvent as ReactKeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { useFlappyGame } from '../hooks/use-flappy-game';
import { GameMusic } from '../utils/music';
import { LeaderboardModal } from './leaderboard-modal';

/** /fun/flappy: the mini game (docs/product/mini-game.md). */
export function FlappyPage() {
  const { user } = useSession();
  const canvas = useRef<HTMLCanvasElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const game = useFlappyGame(canvas, user);
  const music = useMusic();
  const fullscreen = useFullscreen(stage);
  const [isLeaderboardOpen, setLeaderboardOpen] = useState(false);

  // Space flaps anywhere on the page, except while typing or on a focused button (Space presses it).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      const inGame = target !== null && stage.current?.contains(target) === true;
      const active = game.phase === 'playing' || game.isStarting;
      // Other controls keep Space for themselves; the game's own Start button does too until a game runs.
      if (
        target?.closest('input, textarea, select, button, a, [contenteditable="true"]') &&
        !(inGame && active)
      )
        return;
      if (active) event.preventDefault();
      game.flap(event.timeStamp);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [game.phase, game.isStarting, game.flap]);

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <title>Flappy Kinora - Kinora</title>
      <h1 className="text-3xl font-bold tracking-tight">Flappy Kinora</h1>
      <p className="mt-2 text-muted">Tap/click or press Space to flap. Pass green pipes to score.</p>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="flex gap-6 text-lg font-semibold tabular-nums" aria-live="polite">
          <span>Score: {game.score}</span>
          <span className="text-accent">Best: {game.best}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-ghost" aria-pressed={music.isPlaying} onClick={music.toggle}>
            {music.isPlaying ? 'Music: On' : 'Music: Off'}
          </button>
          <button type="button" className="btn-ghost" onClick={() => setLeaderboardOpen(true)}>
            Leaderboard
          </button>
        </div>
      </div>

      <div
        ref={stage}
        className="relative mt-4 aspect-video w-full overflow-hidden rounded-xl border border-line bg-ink"
      >
        <canvas
          ref={canvas}
          aria-label="Flappy Kinora game"
          className="absolute inset-0 h-full w-full touch-none select-none"
          onPointerDown={(event) => {
            event.preventDefault();
            game.flap(event.timeStamp);
          }}
        />
        {game.phase !== 'playing' && (
          // While a game is starting, a press here is its first flap (the overlay is about to go).
          <div
            className="absolute inset-0 grid place-items-center bg-black/40 p-4 text-center"
            onPointerDown={(event) => {
              if (game.isStarting) game.flap(event.timeStamp);
            }}
          >
            <div>
              {game.phase === 'over' && (
                <div role="status">
                  <p className="text-3xl font-extrabold sm:text-5xl">Game Over</p>
                  <p className="mt-2 text-lg sm:text-2xl">Your Score: {game.score}</p>
                </div>
              )}
              <button
                type="button"
                className="btn-primary mt-4 text-lg"
                disabled={game.isStarting}
                onClick={game.begin}
                onKeyDown={(event: ReactKeyboardEvent) => event.stopPropagation()}
              >
                {game.hasPlayed ? 'Restart' : 'Start Game'}
              </button>
            </div>
          </div>
        )}
        <button
          type="button"
          className="btn-ghost absolute top-2 right-2 min-h-9 bg-ink/70 px-3 text-xs"
          onClick={fullscreen.toggle}
        >
          {fullscreen.isOn ? 'Exit Fullscreen (Esc)' : 'Fullscreen'}
        </button>
      </div>
      <LeaderboardModal open={isLeaderboardOpen} onClose={() => setLeaderboardOpen(false)} />
    </section>
  );
}

/** Music on and off; it stops when the page goes. A refused or failed start is logged only. */
function useMusic() {
  const [music] = useState(() => new GameMusic());
  const [isPlaying, setPlaying] = useState(false);
  useEffect(() => () => music.close(), [music]);
  return {
    isPlaying,
    toggle() {
      if (music.isPlaying) {
        music.pause();
        setPlaying(false);
        return;
      }
      setPlaying(true);
      music.play().catch((error: unknown) => {
        console.warn('The music could not start.', error);
        setPlaying(false);
      });
    },
  };
}

/** The game box fills the screen; Escape (the browser's own) leaves. A refused request is ignored. */
function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [isOn, setOn] = useState(false);
  useEffect(() => {
    const onChange = () => setOn(document.fullscreenElement === element.current && element.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  return {
    isOn,
    toggle() {
      const request = isOn ? document.exitFullscreen?.() : element.current?.requestFullscreen?.();
      request?.catch(() => {});
    },
  };
}
