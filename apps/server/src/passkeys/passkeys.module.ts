import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { PASSKEY_FACTOR } from '../common/ports/second-factor';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyChallengeEntity, PasskeyEntity } from './passkey.entity';
import { PasskeySignIn } from './passkey-sign-in.service';
import { PasskeysController } from './passkeys.controller';
import { PasskeysResolver } from './passkeys.resolver';
import { PasskeysService } from './passkeys.service';

/** Passkeys: added and managed here, a sign-in alone, and the second step the two-factor module asks of them (PASSKEY_FACTOR). */
@Module({
  imports: [AccountsModule, TypeOrmModule.forFeature([PasskeyEntity, PasskeyChallengeEntity])],
  controllers: [PasskeysController],
  providers: [PasskeysService, PasskeyChallenges, PasskeySignIn, PasskeysResolver, { provide: PASSKEY_FACTOR, useExisting: PasskeysService }],
  exports: [PasskeysService, PASSKEY_FACTOR],
})
export class PasskeysModule {}
