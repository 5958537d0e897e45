export * from './admin';
export * from './lists';
export * from './mail';
export * from './misc';
export * from './profiles';
export * from './sessions';
export * from './taste';
export * from './users';
