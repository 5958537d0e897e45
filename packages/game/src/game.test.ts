import { describe, expect, it } from 'vitest';
import { playWithBot } from './bot';
import { STEP_MS } from './clock';
import { Game } from './game';
import { playInFrames } from './play-in-frames';

describe('game states', () => {
  it('waits while idle, plays after Start, stops at a crash and plays again after Restart', () => {
    const game = new Game();
    expect(game.state.phase).toBe('idle');
    expect(game.step(1000, { flaps: [10] })).toEqual({ steps: 0, scored: 0, ended: false });
    expect(game.state.sprite.vy).toBe(0);
    expect(() => game.replay()).toThrow('once it is over');

    game.start(11);
    expect(game.state).toMatchObject({ phase: 'playing', score: 0, step: 0, seed: 11 });
    const outcome = game.step(3000);
    expect(outcome.ended).toBe(true);
    expect(game.state).toMatchObject({ phase: 'over', crash: 'ground' });
    const ended = JSON.parse(JSON.stringify(game.state));
    expect(game.step(1000, { flaps: [3100] })).toEqual({ steps: 0, scored: 0, ended: false });
    expect(game.state).toEqual(ended);

    game.start(12);
    expect(game.state).toMatchObject({
      phase: 'playing',
      score: 0,
      step: 0,
      seed: 12,
      flaps: [],
      crash: null,
    });
    expect(game.clockMs).toBe(0);
  });

  it('drops a running game when started again', () => {
    const game = new Game();
    game.start(1);
    game.step(200, { flaps: [50] });
    game.start(2);
    expect(game.state).toMatchObject({ step: 0, flaps: [], seed: 2 });
    game.step(2 * STEP_MS);
    expect(game.state.flaps).toEqual([]);
  });

  it('refuses a world a replay could not name', () => {
    expect(() => new Game({ width: 320, height: 180 })).toThrow(RangeError);
    expect(() => new Game({ width: 800, height: 600 })).toThrow('16:9');
  });

  it('refuses a seed that is not a whole 32-bit number', () => {
    const game = new Game();
    expect(() => game.start(-1)).toThrow(RangeError);
    expect(() => game.start(2 ** 32)).toThrow(RangeError);
    expect(() => game.start(1.5)).toThrow(RangeError);
  });
});

describe('the clock', () => {
  it('turns frame times into whole 1/60 s steps and carries the rest over', () => {
    const game = new Game();
    game.start(1);
    expect(game.step(10).steps).toBe(0);
    expect(game.stepFraction).toBeCloseTo(10 / STEP_MS);
    expect(game.step(10).steps).toBe(1);
    expect(game.step(50).steps).toBe(3);
    expect(game.state.step).toBe(4);
    expect(game.clockMs).toBe(70);
  });

  it('applies a flap in the step its time falls in, and records that step', () => {
    const game = new Game();
    game.start(1);
    game.step(90);
    game.step(30, { flaps: [110] }); // 110 ms is in step 6 (100 to 116.7 ms)
    expect(game.state.flaps).toEqual([100]);
    expect(game.state.sprite.vy).toBeLessThan(0);
  });

  it('holds a flap for a later step until its time comes', () => {
    const game = new Game();
    game.start(1);
    game.step(10, { flaps: [60] });
    expect(game.state.flaps).toEqual([]);
    game.step(60);
    expect(game.state.flaps).toEqual([50]);
  });

  it('applies a late flap in the next step and records when it really acted', () => {
    const game = new Game();
    game.start(1);
    game.step(200);
    game.step(20, { flaps: [50] });
    expect(game.state.flaps).toEqual([200]);
  });

  it('applies flaps handed in out of order each in its own step', () => {
    const game = new Game();
    game.start(1);
    game.step(100, { flaps: [80, 20] });
    expect(game.state.flaps).toEqual([17, 67]);
  });

  it('counts two flaps in one step as one', () => {
    const game = new Game();
    game.start(1);
    game.step(120, { flaps: [101, 110] });
    expect(game.state.flaps).toEqual([100]);
  });
});

describe('frame rates', () => {
  it('give the same game at 30, 60 and 144 frames per second for the same flap times', () => {
    const replay = playWithBot(21, { flapUntilMs: 20_000 });
    // Real key presses land anywhere inside a step, not on its first millisecond.
    const pressed = replay.flaps.map((time) => time + 7);
    const games = [30, 60, 144].map((fps) => playInFrames(fps, replay.seed, pressed));
    expect(replay.score).toBeGreaterThan(5);
    for (const game of games) {
      expect(game.state).toEqual(games[0]!.state);
      expect(game.replay()).toEqual(replay);
    }
  });
});
