import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { BlockEntity } from './block.entity';
import { MuteEntity } from './mute.entity';
import { SafetyController } from './safety.controller';
import { SafetyResolver } from './safety.resolver';
import { SafetyService } from './safety.service';

/** Keeping unwanted people out: muting and blocking (what others read filters with safety-sql.ts). */
@Module({
  imports: [AccountsModule, ProfilesModule, TypeOrmModule.forFeature([MuteEntity, BlockEntity])],
  controllers: [SafetyController],
  providers: [SafetyService, SafetyResolver],
})
export class SafetyModule {}
