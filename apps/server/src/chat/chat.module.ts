import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { GraphqlLimitsModule } from '../graphql/graphql-limits.module';
import { ChatGroupsService } from './chat-groups.service';
import { ChatHub } from './chat-hub';
import { ChatLoaders } from './chat-loaders';
import { ChatSubscriptions } from './chat-subscriptions';
import { ChatController } from './chat.controller';
import { ChatGateway } from './chat.gateway';
import { ChatResolver } from './chat.resolver';
import { ChatService } from './chat.service';
import { ConversationMemberEntity } from './conversation-member.entity';
import { ConversationEntity } from './conversation.entity';
import { MessageEntity } from './message.entity';
import { MessageWriter } from './message-writer';
import { SocketLedger } from './socket-ledger';

/** Real-time chat: conversations and messages over GraphQL (graphql-ws), REST and the /chat/ socket. */
@Module({
  imports: [AccountsModule, GraphqlLimitsModule, TypeOrmModule.forFeature([ConversationEntity, ConversationMemberEntity, MessageEntity])],
  controllers: [ChatController],
  providers: [ChatService, ChatGroupsService, MessageWriter, SocketLedger, ChatHub, ChatSubscriptions, ChatGateway, ChatLoaders, ChatResolver],
  exports: [ChatSubscriptions, ChatHub, ChatService, ChatGroupsService],
})
export class ChatModule {}
