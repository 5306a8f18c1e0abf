import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional, IsString } from 'class-validator';
import { CHAT_LIMITS } from '@gatherly/schema';
import { FIELD_SCHEMAS, textOf } from '../openapi/field-schemas';

const PARTICIPANT_IDS = 'participant_ids must be a list of account ids.';

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

/** Query of GET /api/chat/conversations/{id}/messages/: the page before a message, else the newest. */
export class MessagesQuery {
  @ApiPropertyOptional({ ...FIELD_SCHEMAS.sequenceId, description: 'Id of the oldest message already shown (next_cursor.before of the previous page).' })
  @IsOptional()
  @IsString()
  before?: string;
}
