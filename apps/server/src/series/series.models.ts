import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { EDIT_SCOPES, type EditScope, SERIES_MESSAGES } from '@gatherly/schema';
import { EventPage } from '../content/events/event-search.models';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';
import { restModel } from '../openapi/rest-model';
import { checkText } from '../common/errors/validation-pipe';

/** GraphQL's names of the scopes; the values are REST's lower-case ones. */
export const EditScopeEnum = { THIS: 'this', FOLLOWING: 'following' } as const satisfies Record<string, EditScope>;
registerEnumType(EditScopeEnum, {
  name: 'EditScope',
  description: 'Which dates of a repeating event a change or a deletion reaches.',
  valuesMap: {
    THIS: { description: 'This date only (the default).' },
    FOLLOWING: { description: 'This date and the later dates of its series; deleting them ends the series before this date.' },
  },
});

/** The `scope` argument of updateEvent and deleteEvent. */
export const SCOPE_ARG = {
  type: () => EditScopeEnum,
  nullable: true,
  description: 'For a date of a series: THIS (the default) or FOLLOWING, this date and the later ones (a date moved to another day or time starts a series of its own, its rule rewritten from the new date as calendar apps do, keeping the dates left).',
} as const;

/** REST's `?scope=` of PATCH and DELETE /api/events/by-id/:id. */
export class EditScopeQuery {
  @ApiPropertyOptional({ enum: [...EDIT_SCOPES], description: 'For a date of a series: this (the default) or following, this date and the later ones (a date moved to another day or time starts a series of its own, its rule rewritten from the new date as calendar apps do, keeping the dates left; deleting them ends the series).' })
  @IsOptional()
  @IsIn([...EDIT_SCOPES], { message: checkText(SERIES_MESSAGES.scopeInvalid) })
  scope?: EditScope;
}

@ObjectType({ description: 'A repeating event: the rule by which its dates are made, each an event of its own.' })
export class EventSeries {
  @Field(() => ID, { description: 'Id of the series; the series_id of its events.' })
  series_id: string;

  @Field({ description: "Its RFC 5545 rule: a DTSTART line with the event's time zone (TZID), then the RRULE line. After a change of the following dates, the rule of those dates." })
  rrule: string;
}

@ObjectType({ description: 'A series and a page of its upcoming dates, soonest first.' })
export class EventSeriesPage {
  @Field(() => EventSeries, { description: 'The series.' })
  series: EventSeries;

  @Field(() => EventPage, { description: 'Its dates that have not started yet, soonest first, a page at a time.' })
  events: EventPage;
}

/** REST's series (GET /api/events/series/:series_id). */
export const EventSeriesJson = restModel('EventSeriesJson', {
  series_id: FIELD_SCHEMAS.uuid,
  rrule: { type: String, description: "Its RFC 5545 rule: a DTSTART line with the event's time zone (TZID), then the RRULE line." },
});
