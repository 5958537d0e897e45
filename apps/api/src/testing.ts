/**
 * What other workspace packages' tests use to run a real Kinora API in their own process (the typed client's
 * tests, for one): the app and a test configuration (in-memory database, demo catalogue, quiet logs).
 */
export { buildApp } from './app';
export { testConfig } from './config';
