import { Global, Module } from '@nestjs/common';
import { REMOTE_LOOKUP } from '../common/ports/remote-lookup';
import { RemoteAccounts } from './remote-accounts';
import { RemoteLookupService } from './remote-lookup.service';

/**
 * Accounts of other servers, and finding them: global, so that people search reaches them through
 * the `REMOTE_LOOKUP` port without importing the federation (which imports people).
 */
@Global()
@Module({
  providers: [RemoteAccounts, RemoteLookupService, { provide: REMOTE_LOOKUP, useExisting: RemoteLookupService }],
  exports: [RemoteAccounts, REMOTE_LOOKUP],
})
export class FederationLookupModule {}
