/** Navigation state handed from signup to the verify-email screen (spec §4). */
export interface VerifyEmailState {
  email: string;
  username: string;
  justRegistered: boolean;
}

export function readVerifyEmailState(state: unknown): Partial<VerifyEmailState> {
  if (!state || typeof state !== 'object') return {};
  const { email, username, justRegistered } = state as Record<string, unknown>;
  return {
    email: typeof email === 'string' ? email : undefined,
    username: typeof username === 'string' ? username : undefined,
    justRegistered: justRegistered === true,
  };
}
