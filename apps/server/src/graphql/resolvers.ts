import { AccountsResolver } from '../accounts/accounts.resolver';

/** Every resolver class, so that the schema can be emitted without starting the application. */
export const RESOLVERS = [AccountsResolver];
