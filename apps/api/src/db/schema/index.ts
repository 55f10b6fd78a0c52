export * from './audit-log';
export * from './departments';
export * from './login-failures';
export * from './roles';
export * from './user-properties';
export * from './users';
