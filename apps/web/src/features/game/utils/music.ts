import { MINI_GAME } from '@kinora/domain';

/** A short chiptune loop, as (semitones above A3, beats) pairs: the app makes its music, it downloads none. */
const MELODY: ReadonlyArray<readonly [number, number]> = [
  [12, 1],
  [16, 1],
  [19, 1],
  [24, 1],
  [19, 1],
  [16, 1],
  [12, 2],
  [10, 1],
  [14, 1],
  [17, 1],
  [22, 1],
  [17, 1],
  [14, 1],
  [10, 2],
  [8, 1],
  [12, 1],
  [15, 1],
  [20, 1],
  [15, 1],
  [12, 1],
  [8, 2],
  [7, 1],
  [11, 1],
  [14, 1],
  [19, 1],
  [14, 1],
  [11, 1],
  [7, 2],
];
const BEAT_S = 0.16;
const A3_HZ = 220;
const LOOKAHEAD_S = 0.5;
const TICK_MS = 100;

/**
 * Looping background music made with WebAudio at volume 0.5: notes are scheduled a little ahead of the audio
 * clock, so timers that fire late never make the music stutter. Browsers only allow sound after a user gesture,
 * so it starts from a button press.
 */
export class GameMusic {
  #context: AudioContext | null = null;
  #gain: GainNode | null = null;
  #timer: ReturnType<typeof setInterval> | null = null;
  #nextTime = 0;
  #index = 0;

  get isPlaying(): boolean {
    return this.#timer !== null;
  }

  async play(): Promise<void> {
    if (this.#timer) return;
    this.#context ??= new AudioContext();
    await this.#context.resume();
    this.#gain ??= this.#createGain(this.#context);
    this.#nextTime = this.#context.currentTime + 0.05;
    this.#timer = setInterval(() => this.#schedule(), TICK_MS);
    this.#schedule();
  }

  pause(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    void this.#context?.suspend();
  }

  close(): void {
    this.pause();
    void this.#context?.close();
    this.#context = null;
    this.#gain = null;
  }

  #createGain(context: AudioContext): GainNode {
    const gain = context.createGain();
    gain.gain.value = MINI_GAME.MUSIC_VOLUME;
    gain.connect(context.destination);
    return gain;
  }

  #schedule(): void {
    const context = this.#context;
    const gain = this.#gain;
    if (!context || !gain) return;
    while (this.#nextTime < context.currentTime + LOOKAHEAD_S) {
      const [semitones, beats] = MELODY[this.#index]!;
      const length = beats * BEAT_S;
      const oscillator = context.createOscillator();
      const envelope = context.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = A3_HZ * 2 ** (semitones / 12);
      envelope.gain.setValueAtTime(0.0001, this.#nextTime);
      envelope.gain.exponentialRampToValueAtTime(0.25, this.#nextTime + 0.01);
      envelope.gain.exponentialRampToValueAtTime(0.0001, this.#nextTime + length * 0.9);
      oscillator.connect(envelope).connect(gain);
      oscillator.start(this.#nextTime);
      oscillator.stop(this.#nextTime + length);
      this.#nextTime += length;
      // MUSIC_LOOP: the melody starts over when it ends.
      this.#index = (this.#index + 1) % MELODY.length;
    }
  }
}
