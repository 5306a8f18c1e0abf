/** What other features use of the account screens: the frame of the signed-out pages, the password rules as they are met, the second factor asked again. */
export { AuthLayout } from './AuthLayout';
export { PasswordRequirements } from './signup/PasswordRequirements';
export { SecondFactorCodeField } from './SecondFactorCodeField';
