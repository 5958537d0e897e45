export * from './admin';
export * from './lists';
export * from './mail';
export * from './misc';
export * from './users';
