import { textRef, type Said } from './said';
import { characterCount } from './text';
import { SINGLE_LINE_MESSAGES, singleLineProblems } from './single-line';
import { hiddenCharacterProblems, isBlank, storedText } from './text-rules';

/**
 * Personal access tokens: a named secret a person gives a script or another program, limited to
 * some scopes. `read` reads anything the person may read; `write` shares, edits, likes, comments,
 * follows and reports; `chat` reads and sends messages.
 */
export const API_SCOPES = ['read', 'write', 'chat'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Every token starts so, for secret scanners to find leaked ones. */
export const ACCESS_TOKEN_PREFIX = 'gth_';

/** The lifetimes offered, in days; none means the token lasts until it is revoked. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

/** `lastUseResolutionSeconds`: a token's last use is written at most this often, not on every request. */
export const ACCESS_TOKEN_LIMITS = { nameLength: 50, perAccount: 20, lastUseResolutionSeconds: 60 } as const;

export const ACCESS_TOKEN_MESSAGES = {
  nameRequired: textRef('settings.tokenRules.nameRequired'),
  nameTooLong: textRef('settings.tokenRules.nameTooLong', { max: ACCESS_TOKEN_LIMITS.nameLength }),
  scopesRequired: textRef('settings.tokenRules.scopesRequired'),
  scopeInvalid: textRef('settings.tokenRules.scopeInvalid', { scopes: API_SCOPES.join(', ') }),
  expiryInvalid: textRef('settings.tokenRules.expiryInvalid', { days: ACCESS_TOKEN_EXPIRY_DAYS.join(', ') }),
  tooMany: textRef('settings.tokenRules.tooMany', { count: ACCESS_TOKEN_LIMITS.perAccount }),
  notFound: textRef('settings.tokenRules.notFound'),
  sessionOnly: textRef('settings.tokenRules.sessionOnly'),
  created: textRef('settings.tokenRules.created'),
  revoked: textRef('settings.tokenRules.revoked'),
} as const;

/** What a token without `scope` is told when it tries what needs it. */
export const scopeMissing = (scope: ApiScope) => textRef('settings.tokenRules.scopeMissing', { scope });

export const isApiScope = (value: unknown): value is ApiScope => (API_SCOPES as readonly unknown[]).includes(value);

/** The problems of a new token's fields, before anything is stored. */
export function accessTokenProblems(input: { name?: unknown; scopes?: unknown; expires_in_days?: unknown }): Said[] {
  const problems: Said[] = [];
  const name = typeof input.name === 'string' ? storedText(input.name) : '';
  if (isBlank(name)) problems.push(ACCESS_TOKEN_MESSAGES.nameRequired);
  else if (characterCount(name) > ACCESS_TOKEN_LIMITS.nameLength) problems.push(ACCESS_TOKEN_MESSAGES.nameTooLong);
  problems.push(...singleLineProblems(name, SINGLE_LINE_MESSAGES.tokenName), ...hiddenCharacterProblems(name, 'tokenName', 'one'));
  if (!Array.isArray(input.scopes) || input.scopes.length === 0) problems.push(ACCESS_TOKEN_MESSAGES.scopesRequired);
  else if (!input.scopes.every(isApiScope)) problems.push(ACCESS_TOKEN_MESSAGES.scopeInvalid);
  const days = input.expires_in_days;
  if (days !== undefined && days !== null && !(ACCESS_TOKEN_EXPIRY_DAYS as readonly unknown[]).includes(days)) problems.push(ACCESS_TOKEN_MESSAGES.expiryInvalid);
  return problems;
}
