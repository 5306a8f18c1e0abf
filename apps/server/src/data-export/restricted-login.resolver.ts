import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { LoginPayload } from '../accounts/models/auth-user.model';

/**
 * LoginPayload.restricted for every way of signing in (password, second step, passkey): true only
 * for a suspended account's session, which may take its data and leave (common/auth/allow-restricted.ts).
 */
@Resolver(() => LoginPayload)
export class RestrictedLoginResolver {
  @ResolveField(() => Boolean, { description: 'True when the account is suspended: the session may only download its data, delete the account and log out.' })
  restricted(@Parent() payload: LoginPayload & { restricted?: boolean }): boolean {
    return payload.restricted === true;
  }
}
