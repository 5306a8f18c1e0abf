import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { MuteEntity } from './mute.entity';
import { SafetyController } from './safety.controller';
import { SafetyResolver } from './safety.resolver';
import { SafetyService } from './safety.service';

/** Keeping unwanted people out: muting (what others read filters with safety-sql.ts). */
@Module({
  imports: [AccountsModule, ProfilesModule, TypeOrmModule.forFeature([MuteEntity])],
  controllers: [SafetyController],
  providers: [SafetyService, SafetyResolver],
})
export class SafetyModule {}
