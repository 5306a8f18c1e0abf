import { getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult } from './accounts.service';
import { AuthUser } from './models/auth-user.model';
import { setRefreshCookie } from './refresh-cookie';

/**
 * What every REST sign-in answers in `data` (login, its second step, a passkey), once the refresh
 * cookie is set: the access token, the user, and `restricted` for a suspended account's session.
 */
export function signedInAnswer(request: FastifyRequest, reply: FastifyReply, { tokens, ...answer }: LoginResult) {
  setRefreshCookie(request, reply, tokens.refresh);
  return { access: tokens.access, ...answer };
}

/** The OpenAPI schema of that `data` (the routes declare AuthUser with @ApiExtraModels). */
export const signedInSchema = () => ({
  type: 'object' as const,
  title: 'Signed in',
  properties: {
    access: { type: 'string', description: 'Short-lived access token for Authorization: Bearer.' },
    user: { $ref: getSchemaPath(AuthUser) },
    restricted: {
      type: 'boolean',
      enum: [true],
      description: 'Present when the account is suspended: the session may only download its data, delete the account and log out; anything else answers 403.',
    },
  },
  required: ['access', 'user'],
  additionalProperties: false,
});
