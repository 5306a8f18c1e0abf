import { Field, Float, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_EVENT_RADIUS_KM, EVENT_CATEGORIES, EVENT_DATE_FILTERS, EVENT_NEAR_MESSAGES, EVENT_RADII_KM, EVENT_SEARCH_DAY_PATTERN, EVENT_SEARCH_MESSAGES, type EventDateFilter } from '@gatherly/schema';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { toBoolean } from './event.inputs';
import type { EventFilters } from './event-search-filters';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';
import { checkText } from '../../common/errors/validation-pipe';

/** The "When" choices as a GraphQL enum (TODAY, …), their values the lower-case names REST uses. */
export const EventDateFilterEnum = Object.fromEntries(EVENT_DATE_FILTERS.map((filter) => [filter.toUpperCase(), filter])) as { [K in EventDateFilter as Uppercase<K>]: K };
registerEnumType(EventDateFilterEnum, {
  name: 'EventDateFilter',
  description: "When an event starts, in the viewer's time zone (viewer_timezone).",
  valuesMap: {
    ANY: { description: 'Any time: does not filter.' },
    TODAY: { description: 'Today, midnight to midnight.' },
    TOMORROW: { description: 'Tomorrow, midnight to midnight.' },
    THIS_WEEKEND: { description: 'Saturday 00:00 to Monday 00:00; on a Sunday, that day.' },
    THIS_WEEK: { description: 'From now to next Monday 00:00.' },
    THIS_MONTH: { description: 'From now to the first day of next month, 00:00.' },
  },
});

const RADIUS = `Kilometres around the place, one of ${EVENT_RADII_KM.join(', ')}; ${DEFAULT_EVENT_RADIUS_KM} when left out.`;
const TIME_ZONE = { type: String, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-/]+$', example: 'Europe/Paris' } as const;
const DAY = { type: String, format: 'date', pattern: EVENT_SEARCH_DAY_PATTERN.source } as const;
/** A GeoNames id, as the place search answers it. */
const PLACE_ID = { type: String, maxLength: 20, pattern: '^[0-9]+$', example: '2988507' } as const;

@InputType('NearInput', { description: 'Events near a place: a place of the place search, or coordinates (not both), and a radius.' })
export class NearInput {
  @Field(() => Float, { nullable: true, description: 'Degrees north, -90 to 90; with longitude.' })
  @IsOptional()
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.latitudeInvalid) })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Degrees east, -180 to 180; with latitude.' })
  @IsOptional()
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.longitudeInvalid) })
  longitude?: number | null;

  @Field(() => String, { nullable: true, description: 'place_id of a place the place search answered.' })
  @IsOptional()
  @IsString({ message: checkText(EVENT_NEAR_MESSAGES.placeInvalid) })
  place_id?: string | null;

  @Field(() => Int, { nullable: true, description: RADIUS })
  @IsOptional()
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.radiusInvalid) })
  radius_km?: number | null;
}

@InputType('EventFiltersInput', { description: 'The filters of the Events page (spec §3, and Near and When); each one left out or null does not filter.' })
export class EventFiltersInput {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Part of the event name, ignoring case; blank does not filter.' })
  @Field(() => String, { nullable: true, description: 'Part of the event name, ignoring case; blank does not filter.' })
  @IsOptional()
  @IsString({ message: checkText(EVENT_SEARCH_MESSAGES.nameInvalid) })
  event_name?: string | null;

  @ApiPropertyOptional({ type: String, enum: ['', ...EVENT_CATEGORIES.map((category) => category.value)], nullable: true, description: 'Empty does not filter.' })
  @Field(() => String, { nullable: true, description: 'One of the event category values; empty does not filter.' })
  @IsOptional()
  @IsString({ message: checkText(EVENT_SEARCH_MESSAGES.categoryInvalid) })
  event_category?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'true: online events only; false: in-person events only.' })
  @Field(() => Boolean, { nullable: true, description: 'true: online events only; false: in-person events only.' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: checkText(EVENT_SEARCH_MESSAGES.onlineInvalid) })
  event_is_online?: boolean | null;

  /** GraphQL's; REST sends near_latitude, near_longitude, near_place_id and radius_km. */
  @ApiHideProperty()
  @Field(() => NearInput, { nullable: true, description: 'Only events within radius_km of a place, each with its distance_km; events without a place are left out.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => NearInput)
  near?: NearInput | null;

  @ApiPropertyOptional({ type: String, enum: [...EVENT_DATE_FILTERS], nullable: true, description: "When events start, in viewer_timezone: any (does not filter), today, tomorrow, this_weekend (Saturday 00:00 to Monday 00:00; on a Sunday, that day), this_week (now to next Monday 00:00), this_month (now to the first of next month)." })
  @Field(() => EventDateFilterEnum, { nullable: true, description: 'When events start, in viewer_timezone; ANY or none does not filter.' })
  @IsOptional()
  @IsString({ message: checkText(EVENT_NEAR_MESSAGES.dateFilterInvalid) })
  date_filter?: EventDateFilter | null;

  @ApiPropertyOptional({ ...DAY, nullable: true, example: '2031-05-01', description: 'Events from this day on (YYYY-MM-DD, in viewer_timezone), the day included.' })
  @Field(() => String, { nullable: true, description: 'Events from this day on (YYYY-MM-DD, in viewer_timezone), the day included.' })
  @IsOptional()
  @IsString({ message: checkText(EVENT_NEAR_MESSAGES.dateFromInvalid) })
  date_from?: string | null;

  @ApiPropertyOptional({ ...DAY, nullable: true, example: '2031-05-31', description: 'Events until this day (YYYY-MM-DD, in viewer_timezone), the day included; not before date_from.' })
  @Field(() => String, { nullable: true, description: 'Events until this day (YYYY-MM-DD, in viewer_timezone), the day included; not before date_from.' })
  @IsOptional()
  @IsString({ message: checkText(EVENT_NEAR_MESSAGES.dateToInvalid) })
  date_to?: string | null;

  @ApiPropertyOptional({ ...TIME_ZONE, nullable: true, description: "The viewer's IANA time zone, in which days and weeks are counted; UTC when left out." })
  @Field(() => String, { nullable: true, description: "The viewer's IANA time zone, in which days and weeks are counted; UTC when left out." })
  @IsOptional()
  @IsString({ message: checkText(EVENT_NEAR_MESSAGES.timezoneInvalid) })
  viewer_timezone?: string | null;
}

/** Explore's filters as REST sends them: "Near" written out flat. */
export class EventRestFilters extends EventFiltersInput {
  @ApiPropertyOptional({ type: Number, minimum: -90, maximum: 90, nullable: true, example: 48.8566, description: 'Near this latitude (degrees north); with near_longitude, instead of near_place_id.' })
  @IsOptional()
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.latitudeInvalid) })
  near_latitude?: number | null;

  @ApiPropertyOptional({ type: Number, minimum: -180, maximum: 180, nullable: true, example: 2.3522, description: 'Near this longitude (degrees east); with near_latitude, instead of near_place_id.' })
  @IsOptional()
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.longitudeInvalid) })
  near_longitude?: number | null;

  @ApiPropertyOptional({ ...PLACE_ID, nullable: true, description: 'Near this place (place_id of GET /api/places); instead of near_latitude and near_longitude.' })
  @IsOptional()
  @IsString({ message: checkText(EVENT_NEAR_MESSAGES.placeInvalid) })
  near_place_id?: string | null;

  @ApiPropertyOptional({ type: 'integer', enum: [...EVENT_RADII_KM], nullable: true, description: `${RADIUS} Used with near_place_id or near_latitude and near_longitude.` })
  @IsOptional()
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.radiusInvalid) })
  radius_km?: number | null;
}

/** Body of `POST /api/events/search` (spec §7): the filters, and the next_cursor of the page before. */
export class EventSearchBody extends EventRestFilters {
  @ApiPropertyOptional({ ...FIELD_SCHEMAS.cursorTimestamp, description: 'cursor_timestamp of the previous page; with cursor_id.' })
  @IsOptional()
  @IsString()
  cursor_timestamp?: string;

  @ApiPropertyOptional({ ...FIELD_SCHEMAS.uuid, description: 'cursor_id of the previous page; with cursor_timestamp.' })
  @IsOptional()
  @IsString()
  cursor_id?: string;
}

const LATITUDE = { minimum: -90, maximum: 90 } as const;
const LONGITUDE = { minimum: -180, maximum: 180 } as const;

@InputType('MapBoundsInput', { description: 'The visible area of a map; min_longitude above max_longitude crosses the 180th meridian.' })
export class MapBoundsInput {
  @ApiProperty({ type: Number, ...LATITUDE, example: 48.8, description: 'Southern edge, degrees north.' })
  @Field(() => Float, { description: 'Southern edge, degrees north (-90 to 90).' })
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.boundsLatitudeInvalid) })
  min_latitude: number;

  @ApiProperty({ type: Number, ...LATITUDE, example: 48.9, description: 'Northern edge, degrees north; not below min_latitude.' })
  @Field(() => Float, { description: 'Northern edge, degrees north (-90 to 90); not below min_latitude.' })
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.boundsLatitudeInvalid) })
  max_latitude: number;

  @ApiProperty({ type: Number, ...LONGITUDE, example: 2.25, description: 'Western edge, degrees east.' })
  @Field(() => Float, { description: 'Western edge, degrees east (-180 to 180).' })
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.boundsLongitudeInvalid) })
  min_longitude: number;

  @ApiProperty({ type: Number, ...LONGITUDE, example: 2.42, description: 'Eastern edge, degrees east.' })
  @Field(() => Float, { description: 'Eastern edge, degrees east (-180 to 180).' })
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.boundsLongitudeInvalid) })
  max_longitude: number;
}

/** Body of `POST /api/events/map`: Explore's filters and the map's bounds. */
export class EventMapBody extends EventRestFilters {
  @ApiProperty({ type: Number, ...LATITUDE, example: 48.8, description: 'Southern edge, degrees north.' })
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.boundsLatitudeInvalid) })
  min_latitude: number;

  @ApiProperty({ type: Number, ...LATITUDE, example: 48.9, description: 'Northern edge, degrees north; not below min_latitude.' })
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.boundsLatitudeInvalid) })
  max_latitude: number;

  @ApiProperty({ type: Number, ...LONGITUDE, example: 2.25, description: 'Western edge, degrees east; above max_longitude, the area crosses the 180th meridian.' })
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.boundsLongitudeInvalid) })
  min_longitude: number;

  @ApiProperty({ type: Number, ...LONGITUDE, example: 2.42, description: 'Eastern edge, degrees east.' })
  @IsNumber({}, { message: checkText(EVENT_NEAR_MESSAGES.boundsLongitudeInvalid) })
  max_longitude: number;
}

/** GraphQL's filters in the flat shape REST sends and the search reads. */
export function flatFilters(filters: EventFiltersInput | null | undefined): EventFilters | null {
  if (!filters) return null;
  const { near, ...rest } = filters;
  return { ...rest, near_latitude: near?.latitude, near_longitude: near?.longitude, near_place_id: near?.place_id, radius_km: near?.radius_km };
}
