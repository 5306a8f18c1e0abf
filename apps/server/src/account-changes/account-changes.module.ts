import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { AccountsModule } from '../accounts/accounts.module';
import { AccountChangesController } from './account-changes.controller';
import { AccountChangesResolver } from './account-changes.resolver';
import { EmailChangeController } from './email-change.controller';
import { EmailChangeResolver } from './email-change.resolver';
import { EmailChangeService } from './email-change.service';
import { PasswordChangeService } from './password-change.service';
import { UsernameChangeController } from './username-change.controller';
import { UsernameChangeResolver } from './username-change.resolver';
import { UsernameChangeService } from './username-change.service';

/** The signed-in owner changes the account's password, e-mail address or username. */
@Module({
  imports: [AccountsModule, TypeOrmModule.forFeature([AccountEntity])],
  controllers: [AccountChangesController, EmailChangeController, UsernameChangeController],
  providers: [PasswordChangeService, AccountChangesResolver, EmailChangeService, EmailChangeResolver, UsernameChangeService, UsernameChangeResolver],
})
export class AccountChangesModule {}
