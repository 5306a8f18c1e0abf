import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AccessTokenEntity } from './access-token.entity';
import { AccessTokensController } from './access-tokens.controller';
import { AccessTokensResolver } from './access-tokens.resolver';
import { AccessTokensService } from './access-tokens.service';

/** Personal access tokens for other programs: made, listed and revoked here, checked by SessionsService and AuthGuard. */
@Module({
  imports: [AccountsModule, TypeOrmModule.forFeature([AccessTokenEntity])],
  controllers: [AccessTokensController],
  providers: [AccessTokensService, AccessTokensResolver],
})
export class AccessTokensModule {}
