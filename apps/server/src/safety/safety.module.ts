import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { BlockEntity } from './block.entity';
import { MuteEntity } from './mute.entity';
import { ReportEntity } from './report.entity';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { SafetyController } from './safety.controller';
import { SafetyResolver } from './safety.resolver';
import { SafetyService } from './safety.service';

/** Keeping unwanted people out: muting, blocking (what others read filters with common/visibility/visibility-sql.ts) and reports. */
@Module({
  imports: [AccountsModule, ProfilesModule, TypeOrmModule.forFeature([MuteEntity, BlockEntity, ReportEntity])],
  controllers: [SafetyController, ReportsController],
  providers: [SafetyService, ReportsService, SafetyResolver],
})
export class SafetyModule {}
