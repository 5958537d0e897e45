/** Test and benchmark support (not used by the product): a good bot, and a browser-like frame loop. */
export { botWantsToFlap, playWithBot } from './bot';
export { playInFrames } from './play-in-frames';
