import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

@ObjectType({ description: 'Where the next page of a list starts (newest first).' })
export class PageCursor {
  @ApiProperty({ ...FIELD_SCHEMAS.cursorTimestamp, description: 'Creation time of the last item of the page, with microseconds.' })
  @Field({ description: 'Creation time of the last item of the page, with microseconds.' })
  cursor_timestamp: string;

  @ApiProperty({ ...FIELD_SCHEMAS.uuid, description: 'Id of the last item of the page.' })
  @Field(() => ID, { description: 'Id of the last item of the page.' })
  cursor_id: string;
}

/** The cursor a client sends back: as GraphQL input, or as the REST query parameters of spec §7. */
@InputType('PageCursorInput', { description: 'A next_cursor as a list answered it.' })
export class PageCursorInput {
  @ApiPropertyOptional({ ...FIELD_SCHEMAS.cursorTimestamp, description: 'cursor_timestamp of the previous page; with cursor_id.' })
  @Field({ description: 'cursor_timestamp of the previous page.' })
  @IsOptional()
  @IsString()
  cursor_timestamp?: string;

  @ApiPropertyOptional({ ...FIELD_SCHEMAS.uuid, description: 'cursor_id of the previous page; with cursor_timestamp.' })
  @Field(() => ID, { description: 'cursor_id of the previous page.' })
  @IsOptional()
  @IsString()
  cursor_id?: string;
}
