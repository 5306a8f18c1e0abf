import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { SECOND_FACTOR } from '../common/ports/second-factor';
import { TwoFactorLoginService } from './two-factor-login.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorChallengeEntity, TwoFactorRecoveryCodeEntity, TwoFactorSettingsEntity } from './two-factor.entity';
import { AccountTwoFactorResolver, TwoFactorResolver } from './two-factor.resolver';
import { TwoFactorService } from './two-factor.service';

/**
 * Two-factor sign-in (authenticator codes and recovery codes). Global: accounts ask it through the
 * `SECOND_FACTOR` port at login, and the graver account changes ask `TwoFactorService.confirm`.
 */
@Global()
@Module({
  imports: [AccountsModule, TypeOrmModule.forFeature([TwoFactorSettingsEntity, TwoFactorRecoveryCodeEntity, TwoFactorChallengeEntity])],
  controllers: [TwoFactorController],
  providers: [TwoFactorService, TwoFactorLoginService, TwoFactorResolver, AccountTwoFactorResolver, { provide: SECOND_FACTOR, useExisting: TwoFactorService }],
  exports: [TwoFactorService, SECOND_FACTOR],
})
export class TwoFactorModule {}
