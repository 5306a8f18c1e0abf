import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { ChatModule } from '../chat/chat.module';
import { ContentModule } from '../content/content.module';
import { CoHostsService } from './co-hosts.service';
import { EventChatService } from './event-chat.service';
import { EventMessageEntity } from './event-message.entity';
import { GuestMessageMails } from './guest-message-mails';
import { GuestMessagesService } from './guest-messages.service';
import { HostingController } from './hosting.controller';
import { HostingModule } from './hosting.module';
import { HostingResolver } from './hosting.resolver';

/**
 * What hosts do with their events: choose co-hosts, write to the guests, open the event's chat.
 * Apart from HostingModule (who hosts), which the event's other areas import, content among them.
 */
@Module({
  imports: [AccountsModule, HostingModule, ContentModule, ChatModule, TypeOrmModule.forFeature([EventMessageEntity])],
  controllers: [HostingController],
  providers: [CoHostsService, GuestMessagesService, GuestMessageMails, EventChatService, HostingResolver],
})
export class EventHostingModule {}
