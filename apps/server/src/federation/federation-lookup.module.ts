import { Global, Module } from '@nestjs/common';
import { FEDERATION_WRITES } from '../common/ports/federation-writes';
import { REMOTE_LOOKUP } from '../common/ports/remote-lookup';
import { ModerationModule } from '../moderation/moderation.module';
import { FederationWritesService } from './federation-writes.service';
import { RemoteAccounts } from './remote-accounts';
import { RemoteLookupService } from './remote-lookup.service';

/**
 * Accounts of other servers, finding them, and what is to be sent to them of content's writes:
 * global, so that people search and content reach them through the `REMOTE_LOOKUP` and
 * `FEDERATION_WRITES` ports without importing the federation (which imports people). Blocked
 * servers (moderation/) have no accounts made here.
 */
@Global()
@Module({
  imports: [ModerationModule],
  providers: [RemoteAccounts, RemoteLookupService, { provide: REMOTE_LOOKUP, useExisting: RemoteLookupService }, FederationWritesService, { provide: FEDERATION_WRITES, useExisting: FederationWritesService }],
  exports: [RemoteAccounts, REMOTE_LOOKUP, FEDERATION_WRITES],
})
export class FederationLookupModule {}
