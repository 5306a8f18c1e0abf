import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString } from 'class-validator';

/** Form fields arrive as text; a checkbox says "on". */
const FORM_BOOLEANS: Record<string, boolean> = { true: true, on: true, '1': true, false: false, off: false, '0': false };
export const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.toLowerCase() in FORM_BOOLEANS ? FORM_BOOLEANS[value.toLowerCase()] : value;

@InputType({ description: 'Fields of an event; on update, fields left out keep their value.' })
export class EventInput {
  @ApiPropertyOptional({ description: 'Required on creation; at most 100 characters.' })
  @Field({ nullable: true, description: 'Required on creation; at most 100 characters.' })
  @IsOptional()
  @IsString()
  event_name?: string;

  @ApiPropertyOptional({ description: 'At most 1000 characters.' })
  @Field({ nullable: true, description: 'At most 1000 characters.' })
  @IsOptional()
  @IsString()
  event_description?: string;

  @ApiPropertyOptional({ description: 'ISO 8601 date and time; not in the past.' })
  @Field({ nullable: true, description: 'ISO 8601 date and time with offset; not in the past.' })
  @IsOptional()
  @IsString()
  event_date?: string;

  @ApiPropertyOptional({ description: 'At most 120 characters.' })
  @Field({ nullable: true, description: 'At most 120 characters.' })
  @IsOptional()
  @IsString()
  event_location?: string;

  @ApiPropertyOptional({ description: 'One of the event category values.' })
  @Field({ nullable: true, description: 'One of the event category values.' })
  @IsOptional()
  @IsString()
  event_category?: string;

  @ApiPropertyOptional({ description: 'Whether it takes place online.' })
  @Field({ nullable: true, description: 'Whether it takes place online.' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'Online must be true or false.' })
  event_is_online?: boolean;
}

/** REST body of a comment (spec §7), which names the event. */
export class EventCommentBody {
  @ApiProperty() @IsString() event_id: string;
  @ApiProperty() @IsString() comment_content: string;
}
