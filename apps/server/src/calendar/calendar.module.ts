import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { CalendarController } from './calendar.controller';
import { CalendarResolver } from './calendar.resolver';
import { CalendarService } from './calendar.service';
import { CalendarTokenEntity } from './calendar-token.entity';

/** Events in people's own calendars: .ics downloads and private feeds of their Interested events. */
@Module({
  imports: [AccountsModule, ContentModule, TypeOrmModule.forFeature([CalendarTokenEntity])],
  controllers: [CalendarController],
  providers: [CalendarService, CalendarResolver],
  exports: [CalendarService],
})
export class CalendarModule {}
