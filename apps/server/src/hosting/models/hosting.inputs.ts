import { ApiProperty } from '@nestjs/swagger';
import { GUEST_AUDIENCES, HOSTING_LIMITS } from '@gatherly/schema';
import { IsOptional, IsString } from 'class-validator';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

/** Body of `POST /api/events/by-id/:id/co-hosts`. */
export class CoHostBody {
  @ApiProperty({ ...FIELD_SCHEMAS.username, description: 'User name of someone the event\'s creator follows.' })
  @IsOptional()
  @IsString()
  username?: string;
}

/** Body of `POST /api/events/by-id/:id/messages`. */
export class GuestMessageBody {
  @ApiProperty({ type: String, maxLength: HOSTING_LIMITS.messageLength, description: 'What to tell the guests.' })
  @IsOptional()
  @IsString()
  message_content?: string;

  @ApiProperty({ enum: [...GUEST_AUDIENCES], description: 'going, waitlisted or all.' })
  @IsOptional()
  @IsString()
  audience?: string;
}
