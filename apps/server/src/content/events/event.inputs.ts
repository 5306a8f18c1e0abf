import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNumber, IsOptional, IsString } from 'class-validator';
import { ATTENDANCE_LIMITS, ATTENDANCE_MESSAGES, CONTENT_MESSAGES, EVENT_CATEGORIES, EVENT_DATE_HORIZON_YEARS, LIMITS, PLACE_LIMITS, PLACE_MESSAGES, SERIES_LIMITS, SERIES_MESSAGES } from '@gatherly/schema';
import { COMMENT_TEXT } from '../shared/comment.input';
import { FIELD_SCHEMAS, textOf } from '../../openapi/field-schemas';
import { checkText } from '../../common/errors/validation-pipe';

/** A capacity as a form sends it: empty for no limit, else the number (checked by the service). */
const toCapacity = ({ value }: { value: unknown }) => (value === '' ? null : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

/** A coordinate as a form sends it: empty for none, else the number (its range checked by the service). */
const toCoordinate = ({ value }: { value: unknown }) => (value === '' ? null : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

/** Form fields arrive as text; a checkbox says "on". */
const FORM_BOOLEANS: Record<string, boolean> = { true: true, on: true, '1': true, false: false, off: false, '0': false };
export const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.toLowerCase() in FORM_BOOLEANS ? FORM_BOOLEANS[value.toLowerCase()] : value;

@InputType({ description: 'Fields of an event; on update, fields left out keep their value.' })
export class EventInput {
  @ApiPropertyOptional({ ...textOf(LIMITS.eventNameLength, 1), description: 'Required on creation; on one line, not blank, trimmed before it is counted.' })
  @Field({ nullable: true, description: 'Required on creation; at most 100 characters.' })
  @IsOptional()
  @IsString()
  event_name?: string;

  @ApiPropertyOptional({ ...textOf(LIMITS.eventDescriptionLength), description: 'Trimmed before it is counted; may be empty.' })
  @Field({ nullable: true, description: 'At most 1000 characters.' })
  @IsOptional()
  @IsString()
  event_description?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', example: '2031-05-01T18:00:00+02:00', description: `Required on creation; with its offset; not in the past, and within ${EVENT_DATE_HORIZON_YEARS} years.` })
  @Field({ nullable: true, description: 'ISO 8601 date and time with offset; not in the past.' })
  @IsOptional()
  @IsString()
  event_date?: string;

  @ApiPropertyOptional({ ...textOf(LIMITS.eventLocationLength), description: 'On one line; trimmed before it is counted; may be empty.' })
  @Field({ nullable: true, description: 'At most 120 characters.' })
  @IsOptional()
  @IsString()
  event_location?: string;

  @ApiPropertyOptional({ enum: EVENT_CATEGORIES.map((category) => category.value), description: 'Required on creation.' })
  @Field({ nullable: true, description: 'One of the event category values.' })
  @IsOptional()
  @IsString()
  event_category?: string;

  @ApiPropertyOptional({ description: 'Whether it takes place online (in a form: true, false, on, off, 1 or 0).' })
  @Field({ nullable: true, description: 'Whether it takes place online.' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: checkText(CONTENT_MESSAGES.eventOnlineInvalid) })
  event_is_online?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 20,
    pattern: '^[0-9]*$',
    example: '2988507',
    description: 'Where it takes place: a place_id of GET /api/places (400 naming event_place_id when unknown); null or empty takes the place away. Instead of event_latitude and event_longitude.',
  })
  @Field(() => String, { nullable: true, description: 'Where it takes place: a place_id of the places query; null takes the place away. Instead of event_latitude and event_longitude. Left out: unchanged.' })
  @IsOptional()
  @IsString({ message: checkText(PLACE_MESSAGES.placeInvalid) })
  event_place_id?: string | null;

  @ApiPropertyOptional({ type: Number, minimum: -90, maximum: 90, example: 35.6895, description: 'Where it takes place, degrees north; with event_longitude, instead of event_place_id (named by the nearest gazetteer place).' })
  @Field(() => Float, { nullable: true, description: 'Where it takes place, degrees north (-90 to 90); with event_longitude, instead of event_place_id.' })
  @IsOptional()
  @Transform(toCoordinate)
  @IsNumber({}, { message: checkText(PLACE_MESSAGES.latitudeInvalid) })
  event_latitude?: number | null;

  @ApiPropertyOptional({ type: Number, minimum: -180, maximum: 180, example: 139.6917, description: 'Where it takes place, degrees east; with event_latitude.' })
  @Field(() => Float, { nullable: true, description: 'Where it takes place, degrees east (-180 to 180); with event_latitude.' })
  @IsOptional()
  @Transform(toCoordinate)
  @IsNumber({}, { message: checkText(PLACE_MESSAGES.longitudeInvalid) })
  event_longitude?: number | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: PLACE_LIMITS.timezoneLength,
    example: 'Asia/Tokyo',
    description: "The IANA time zone its time is told in (400 naming event_timezone when unknown). Left out: the new place's zone when the place changes, else unchanged (on creation, the place's, else UTC).",
  })
  @Field(() => String, { nullable: true, description: "The IANA time zone its time is told in, such as Asia/Tokyo. Left out: the new place's zone when the place changes, else unchanged (on creation, the place's, else UTC)." })
  @IsOptional()
  @IsString({ message: checkText(PLACE_MESSAGES.timezoneInvalid) })
  event_timezone?: string | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: SERIES_LIMITS.rruleLength,
    example: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8',
    description: `On creation only: the event repeats by this RFC 5545 rule, read in the event's time zone from event_date on; each date becomes an event of its own, made ${SERIES_LIMITS.windowDays} days ahead. WEEKLY with BYDAY (INTERVAL 1 or 2) or MONTHLY with BYMONTHDAY or a positioned BYDAY (2TH, -1FR); it must end (UNTIL or COUNT) within ${SERIES_LIMITS.maxOccurrences} dates (else 400 naming event_rrule).`,
  })
  @Field({ nullable: true, description: `On creation only (refused on update): an RFC 5545 rule by which the event repeats, such as FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8; it must end within ${SERIES_LIMITS.maxOccurrences} dates.` })
  @IsOptional()
  @IsString({ message: checkText(SERIES_MESSAGES.rruleInvalid) })
  event_rrule?: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: ATTENDANCE_LIMITS.maxCapacity, description: 'Seats; null or empty for no limit. Not below the people already going (400 naming event_capacity); raising it gives the new seats to the people waiting.' })
  @Field(() => Int, { nullable: true, description: 'Seats; null for no limit. Not below the people already going; raising it gives the new seats to the first people waiting. Left out: unchanged.' })
  @IsOptional()
  @Transform(toCapacity)
  event_capacity?: number | null;

  @ApiPropertyOptional({ description: 'Whether going asks the hosts first (in a form: true, false, on, off, 1 or 0). Turning it off approves no one: requests wait for a host.' })
  @Field({ nullable: true, description: 'Whether going asks the hosts first. Turning it off approves no one by itself: requests wait for a host.' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: checkText(ATTENDANCE_MESSAGES.requiresApprovalInvalid) })
  event_requires_approval?: boolean;
}

/** What creating an event needs besides an image; on update every field may be left out. */
export const EVENT_REQUIRED_ON_CREATION = ['event_name', 'event_date', 'event_category'] as const satisfies ReadonlyArray<keyof EventInput>;

/** REST body of a comment (spec §7), which names the event. */
export class EventCommentBody {
  @ApiProperty(FIELD_SCHEMAS.uuid) @IsString() event_id: string;
  @ApiProperty(COMMENT_TEXT) @IsString() comment_content: string;
}

/** What `PATCH /api/events/by-id/:id` takes, as documented: the event's fields but its rule, which only its creation takes. */
export class EventChangesBody extends OmitType(EventInput, ['event_rrule'] as const) {}
