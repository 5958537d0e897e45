// `@kinora/domain`: what every program shares and a page may load, none of it zod: the vocabularies, the product's
// numbers, messages and rules. The schemas are in `@kinora/domain/schemas`; their types are re-exported here as
// types only, so a page that reaches for a schema's value fails to compile instead of shipping zod.
export * from './alert-rules';
export * from './calendar-rules';
export * from './catalogue-rules';
export * from './constants';
export * from './custom-list-rules';
export * from './directors';
export * from './durations';
export * from './errors';
export * from './genre-names';
export * from './genres';
export * from './http-contract';
export * from './import-rules';
export * from './kids-rules';
export * from './landing-namespaces';
export * from './locales';
export * from './mini-game-constants';
export * from './my-services-rules';
export * from './notification-rules';
export * from './operator-status';
export * from './profile-rules';
export * from './rating-rules';
export * from './route-modules';
export type * from './schemas';
export * from './storage-keys';
export * from './vocabulary';
export * from './watch-marks';
export * from './watch-regions';
