export const a = () => import('./b');
