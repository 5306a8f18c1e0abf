export * from './limits';
export * from './validation';
export * from './themes';
export * from './categories';
export * from './session';
export * from './errors';
export * from './media';
export * from './content';
