import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { EVENT_SEATS } from '../common/ports/event-seats';
import { ContentModule } from '../content/content.module';
import { HostingModule } from '../hosting/hosting.module';
import { AttendanceController } from './attendance.controller';
import { AttendanceHub } from './attendance-hub';
import { AttendanceMail } from './attendance-mail';
import { AttendanceResolver } from './attendance.resolver';
import { AccountAnswersService } from './account-answers.service';
import { AttendanceService } from './attendance.service';
import { EventRsvpEntity } from './event-rsvp.entity';
import { GuestsService } from './guests.service';
import { Seats } from './seats';

/**
 * Going to events: seats, the waitlist, requests to join and the guest list. Global for the
 * `EVENT_SEATS` port, through which the event form (content) sets capacity and approval.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([EventRsvpEntity]), AccountsModule, ContentModule, HostingModule],
  controllers: [AttendanceController],
  providers: [AttendanceService, AccountAnswersService, Seats, GuestsService, AttendanceHub, AttendanceMail, AttendanceResolver, { provide: EVENT_SEATS, useExisting: AttendanceService }],
  exports: [AttendanceService, AccountAnswersService, EVENT_SEATS],
})
export class AttendanceModule {}
