/**
 * Local stand-ins for TMDB that other packages' tests may start (`@kinora/tmdb/testing`). Test code only: the
 * product never imports this entry.
 */
export { type Library, type LibraryServer, loadLibrary, startLibraryServer } from './library-server';
export { type ReplayServer, startReplayServer, TEST_API_KEY, TEST_READ_TOKEN } from './replay-server';
