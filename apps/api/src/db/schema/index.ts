export * from './lists';
export * from './misc';
export * from './users';
