import { Field, ID, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString } from 'class-validator';

@InputType({ description: 'The text of a remark.' })
export class RemarkInput {
  @ApiProperty({ description: 'At most 400 characters; trimmed; not blank.' })
  @Field({ description: 'At most 400 characters; trimmed; not blank.' })
  @IsString()
  remark_content: string;
}

@InputType({ description: 'The caption of a post.' })
export class PostCaptionInput {
  @ApiProperty({ description: 'At most 420 characters.' })
  @Field({ description: 'At most 420 characters.' })
  @IsString()
  post_content: string;
}

/** Form fields arrive as text; a checkbox says "on". */
const FORM_BOOLEANS: Record<string, boolean> = { true: true, on: true, '1': true, false: false, off: false, '0': false };
const toBoolean = ({ value }: { value: unknown }) =>
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

@InputType({ description: 'A comment on a remark, post or event.' })
export class CommentInput {
  @ApiProperty({ description: 'Id of the item commented on.' })
  @Field(() => ID, { description: 'Id of the item commented on.' })
  @IsString()
  item_id: string;

  @ApiProperty({ description: 'At most 400 characters; trimmed; not blank.' })
  @Field({ description: 'At most 400 characters; trimmed; not blank.' })
  @IsString()
  comment_content: string;
}

/** REST bodies name the item by kind (spec §7). */
export class RemarkCommentBody {
  @ApiProperty() @IsString() remark_id: string;
  @ApiProperty() @IsString() comment_content: string;
}

export class PostCommentBody {
  @ApiProperty() @IsString() post_id: string;
  @ApiProperty() @IsString() comment_content: string;
}

export class EventCommentBody {
  @ApiProperty() @IsString() event_id: string;
  @ApiProperty() @IsString() comment_content: string;
}
