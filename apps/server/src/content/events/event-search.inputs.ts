import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { EVENT_CATEGORIES, EVENT_SEARCH_MESSAGES } from '@gatherly/schema';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { toBoolean } from './event.inputs';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

@InputType('EventFiltersInput', { description: 'The filters of the Events page (spec §3); each one left out or null does not filter.' })
export class EventFiltersInput {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Part of the event name, ignoring case; blank does not filter.' })
  @Field(() => String, { nullable: true, description: 'Part of the event name, ignoring case; blank does not filter.' })
  @IsOptional()
  @IsString({ message: EVENT_SEARCH_MESSAGES.nameInvalid })
  event_name?: string | null;

  @ApiPropertyOptional({ type: String, enum: ['', ...EVENT_CATEGORIES.map((category) => category.value)], nullable: true, description: 'Empty does not filter.' })
  @Field(() => String, { nullable: true, description: 'One of the event category values; empty does not filter.' })
  @IsOptional()
  @IsString({ message: EVENT_SEARCH_MESSAGES.categoryInvalid })
  event_category?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'true: online events only; false: in-person events only.' })
  @Field(() => Boolean, { nullable: true, description: 'true: online events only; false: in-person events only.' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: EVENT_SEARCH_MESSAGES.onlineInvalid })
  event_is_online?: boolean | null;
}

/** Body of `POST /api/events/search` (spec §7): the filters, and the next_cursor of the page before. */
export class EventSearchBody extends EventFiltersInput {
  @ApiPropertyOptional({ ...FIELD_SCHEMAS.cursorTimestamp, description: 'cursor_timestamp of the previous page; with cursor_id.' })
  @IsOptional()
  @IsString()
  cursor_timestamp?: string;

  @ApiPropertyOptional({ ...FIELD_SCHEMAS.uuid, description: 'cursor_id of the previous page; with cursor_timestamp.' })
  @IsOptional()
  @IsString()
  cursor_id?: string;
}
