import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventCoHostEntity } from './event-co-host.entity';
import { HostsService } from './hosts.service';

/** Who runs an event (its creator and co-hosts): the rights the event's other areas check. */
@Module({
  imports: [TypeOrmModule.forFeature([EventCoHostEntity])],
  providers: [HostsService],
  exports: [HostsService],
})
export class HostingModule {}
