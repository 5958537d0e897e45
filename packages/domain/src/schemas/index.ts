// `@kinora/domain/schemas`: the zod schemas of every entity and payload, for the programs that check data (the API,
// the typed client's tests). The pages never check data, so they import only the package's root, which holds no
// schema and no zod; their types are there too, as types only.
export * from './account-export';
export * from './admin';
export * from './calendar';
export * from './catalogue';
export * from './chat';
export * from './common';
export * from './contact';
export * from './custom-lists';
export * from './fun';
export * from './import';
export * from './language';
export * from './lists';
export * from './mini-game';
export * from './my-services';
export * from './notification-settings';
export * from './notifications';
export * from './operator-status';
export * from './player';
export * from './profiles';
export * from './providers';
export * from './ratings';
export * from './rest';
export * from './runtime-config';
export * from './title-images';
export * from './user';
export * from './watch-marks';
