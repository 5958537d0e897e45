import { type KeyboardEvent as ReactKeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useFlappyGame } from '../hooks/use-flappy-game';
import { GameMusic } from '../utils/music';
import { LeaderboardModal } from './leaderboard-modal';

/** /fun/flappy: the mini game (docs/product/mini-game.md). */
export function FlappyPage() {
  const t = useT('game');
  const tc = useT('common');
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
      <title>{tc('documentTitle', { title: t('heading') })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
      <p className="mt-2 text-muted">{t('intro')}</p>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="flex gap-6 text-lg font-semibold tabular-nums" aria-live="polite">
          <span>{t('score', { score: formatNumber(game.score) })}</span>
          <span className="text-accent">{t('best', { best: formatNumber(game.best) })}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-ghost" aria-pressed={music.isPlaying} onClick={music.toggle}>
            {music.isPlaying ? t('musicOn') : t('musicOff')}
          </button>
          <button type="button" className="btn-ghost" onClick={() => setLeaderboardOpen(true)}>
            {t('leaderboard')}
          </button>
        </div>
      </div>

      <div
        ref={stage}
        className="relative mt-4 aspect-video w-full overflow-hidden rounded-xl border border-line bg-ink"
      >
        <canvas
          ref={canvas}
          aria-label={t('canvasLabel')}
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
                  <p className="text-3xl font-extrabold sm:text-5xl">{t('gameOver')}</p>
                  <p className="mt-2 text-lg sm:text-2xl">
                    {t('yourScore', { score: formatNumber(game.score) })}
                  </p>
                </div>
              )}
              <button
                type="button"
                className="btn-primary mt-4 text-lg"
                disabled={game.isStarting}
                onClick={game.begin}
                onKeyDown={(event: ReactKeyboardEvent) => event.stopPropagation()}
              >
                {game.hasPlayed ? t('restart') : t('startGame')}
              </button>
            </div>
          </div>
        )}
        <button
          type="button"
          className="btn-ghost absolute top-2 end-2 min-h-9 bg-ink/70 px-3 text-xs"
          onClick={fullscreen.toggle}
        >
          {fullscreen.isOn ? t('exitFullscreen') : t('fullscreen')}
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
