import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/config';
import type { RemoteLookup } from '../common/ports/remote-lookup';
import { loadFedify } from './fedify';
import { ServerBlocksService } from '../moderation/server-blocks.service';
import { RemoteAccounts } from './remote-accounts';

/** How long a search waits for another server to describe an account. */
const LOOKUP_TIMEOUT_MS = 5_000;
/** `@name@host` or `name@host`, as the fediverse writes a handle. */
const HANDLE = /^@?([\p{L}\p{N}_.-]{1,64})@([a-z0-9.-]+(?::\d{1,5})?)$/iu;

/**
 * Finds accounts of other servers for people search: a handle through WebFinger (https, as every
 * server serves it), or an actor's URL, whose document is read (never at a private or loopback
 * address, unless FEDERATION_ALLOW_PRIVATE_ADDRESSES), never on a blocked server. What is found is
 * kept as an account.
 */
@Injectable()
export class RemoteLookupService implements RemoteLookup {
  private readonly log = new Logger('Federation');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly remote: RemoteAccounts,
    private readonly blocks: ServerBlocksService,
  ) {}

  async usernameOf(query: string): Promise<string | null> {
    if (!this.config.federation.enabled) return null;
    const text = query.trim();
    const handle = HANDLE.exec(text);
    const url = /^https?:\/\/\S+$/i.test(text) ? URL.parse(text) : null;
    if (!handle && !url) return null;
    const ownHost = new URL(this.config.publicUrl).host;
    const host = handle ? handle[2].toLowerCase() : url!.host;
    if (host === ownHost || (await this.blocks.isBlocked(host))) return null;
    const fedify = await loadFedify();
    const documentLoader = fedify.getDocumentLoader({ allowPrivateAddress: this.config.federation.allowPrivateAddresses });
    let timer: NodeJS.Timeout | undefined;
    const found = await Promise.race([
      fedify.lookupObject(handle ? `acct:${handle[1]}@${handle[2]}` : url!, { documentLoader }).catch((error: unknown) => {
        this.log.debug(`no account found at ${text}: ${String(error)}`);
        return null;
      }),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), LOOKUP_TIMEOUT_MS).unref())),
    ]).finally(() => clearTimeout(timer));
    if (!found || !fedify.isActor(found)) return null;
    return (await this.remote.of(found))?.username ?? null;
  }
}
