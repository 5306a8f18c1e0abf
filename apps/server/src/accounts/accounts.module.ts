import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { AccountLinkMailer } from './account-link-mailer';
import { AccountTokenEntity } from './account-token.entity';
import { AccountEntity } from './account.entity';
import { AccountTokensService } from './account-tokens.service';
import { AccountsController } from './accounts.controller';
import { AccountsResolver } from './accounts.resolver';
import { AccountsService } from './accounts.service';
import { AuthGuard } from './auth.guard';
import { PasswordResetService } from './password-reset.service';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';
import { ACCESS_TOKEN_AUDIENCE, SessionsService } from './sessions.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([AccountEntity, SessionEntity, RefreshTokenEntity, AccountTokenEntity]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // A KeyObject, made once: given a string, jsonwebtoken first tries to read it as a public key on every check.
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.jwtSecret)),
        signOptions: { algorithm: 'HS256', audience: ACCESS_TOKEN_AUDIENCE },
        verifyOptions: { algorithms: ['HS256'], audience: ACCESS_TOKEN_AUDIENCE },
      }),
    }),
  ],
  controllers: [AccountsController],
  providers: [AccountsService, AccountTokensService, AccountLinkMailer, SessionsService, PasswordResetService, AccountsResolver, AuthGuard],
  exports: [SessionsService, AuthGuard, AccountsService],
})
export class AccountsModule {}
