import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional, IsString } from 'class-validator';
import { CHAT_LIMITS, CHAT_MESSAGES, textRef } from '@gatherly/schema';
import { checkText } from '../common/errors/validation-pipe';
import { FIELD_SCHEMAS, textOf } from '../openapi/field-schemas';

const PARTICIPANT_IDS = checkText(textRef('common.request.notAccountIds', { property: 'participant_ids' }));

/** Body of POST /api/chat/conversations/create (spec §7); the service checks the ids. */
export class CreateConversationBody {
  @ApiProperty({ description: 'Account ids of the other participants (the signed-in user is added).', type: [String], format: 'uuid', minItems: 1, maxItems: CHAT_LIMITS.participants })
  @IsArray({ message: PARTICIPANT_IDS })
  @IsString({ each: true, message: PARTICIPANT_IDS })
  participant_ids: string[];

  @ApiPropertyOptional({ ...textOf(CHAT_LIMITS.conversationNameLength), description: 'Name of the conversation, on one line; may be empty.' })
  @IsOptional()
  @IsString()
  conversation_name?: string;
}

/** Body of POST /api/chat/conversations/start: the people and the first message. */
export class StartConversationBody {
  @ApiProperty({
    description: 'Account ids of the other participants (the signed-in user is added); with one, the conversation the two share if any.',
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: CHAT_LIMITS.participants,
  })
  @IsArray({ message: PARTICIPANT_IDS })
  @IsString({ each: true, message: PARTICIPANT_IDS })
  participant_ids: string[];

  @ApiProperty({ ...textOf(CHAT_LIMITS.messageLength, 1), description: 'The first message: trimmed, never blank; newlines are kept.', example: 'Hi Ada!' })
  @IsString({ message: checkText(CHAT_MESSAGES.messageBlank) })
  content: string;
}

/** Body of PATCH /api/chat/conversations/{id}: a group's new name. */
export class RenameConversationBody {
  @ApiProperty({ ...textOf(CHAT_LIMITS.conversationNameLength), description: 'The new name, on one line; empty removes it.', example: 'Book club' })
  @IsString({ message: checkText(textRef('common.request.notText', { property: 'conversation_name' })) })
  conversation_name: string;
}

/** Body of POST /api/chat/conversations/{id}/participants. */
export class AddParticipantsBody {
  @ApiProperty({ description: 'Account ids of the people to add.', type: [String], format: 'uuid', minItems: 1, maxItems: CHAT_LIMITS.participants })
  @IsArray({ message: PARTICIPANT_IDS })
  @IsString({ each: true, message: PARTICIPANT_IDS })
  participant_ids: string[];
}

/** Body of POST /api/chat/conversations/{id}/read. */
export class MarkConversationReadBody {
  @ApiProperty({ ...FIELD_SCHEMAS.sequenceId, description: 'The newest message read; a read position never moves back.' })
  @IsString({ message: checkText(textRef('common.request.notMessageId', { property: 'message_id' })) })
  message_id: string;
}

/** Query of GET /api/chat/conversations/{id}/messages/: the page before a message, else the newest. */
export class MessagesQuery {
  @ApiPropertyOptional({ ...FIELD_SCHEMAS.sequenceId, description: 'Id of the oldest message already shown (next_cursor.before of the previous page).' })
  @IsOptional()
  @IsString()
  before?: string;
}
