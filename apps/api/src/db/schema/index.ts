export * from './lists';
export * from './misc';
export * from './users';
export * from './mail';
