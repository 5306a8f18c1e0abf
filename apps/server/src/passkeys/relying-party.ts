import type { AppConfig } from '../config/config';

export interface RelyingParty {
  /** The RP ID: the host name passkeys are bound to. */
  id: string;
  /** The one origin whose pages may use them. */
  origin: string;
  name: string;
}

/**
 * Passkeys belong to the address people reach Gatherly at (PUBLIC_URL): its host name is the RP ID,
 * its origin the only one whose answers are taken. WebAuthn allows http only on localhost.
 */
export function relyingPartyOf(config: Pick<AppConfig, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Gatherly' };
}
