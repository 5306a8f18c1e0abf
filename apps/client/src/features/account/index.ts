/** What other features use of the account screens: the frame of the signed-out pages. */
export { AuthLayout } from './AuthLayout';
