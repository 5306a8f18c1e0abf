import type { B } from './b';

export const a = (value: B) => value;
