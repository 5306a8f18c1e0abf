import { Field, ID, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { LIMITS } from '@gatherly/schema';
import { FIELD_SCHEMAS, textOf } from '../../openapi/field-schemas';

/** A comment's text as REST documents it. */
export const COMMENT_TEXT = { ...textOf(LIMITS.commentLength, 1), description: 'Trimmed before it is counted; not blank.' };

@InputType({ description: 'A comment on a remark, post or event.' })
export class CommentInput {
  @ApiProperty({ ...FIELD_SCHEMAS.uuid, description: 'Id of the item commented on.' })
  @Field(() => ID, { description: 'Id of the item commented on.' })
  @IsString()
  item_id: string;

  @ApiProperty(COMMENT_TEXT)
  @Field({ description: 'At most 400 characters; trimmed; not blank.' })
  @IsString()
  comment_content: string;
}
