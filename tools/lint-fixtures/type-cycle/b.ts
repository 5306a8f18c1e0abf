import { a } from './a';

export type B = string;
export const b = (value: B) => a(value);
