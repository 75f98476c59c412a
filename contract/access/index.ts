export * from './codes';
export * from './types';
export * from './canAccess';
