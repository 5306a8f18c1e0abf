import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { LIMITS } from '@gatherly/schema';
import { COMMENT_TEXT } from '../shared/comment.input';
import { FIELD_SCHEMAS, textOf } from '../../openapi/field-schemas';

@InputType({ description: 'The text of a remark.' })
export class RemarkInput {
  @ApiProperty({ ...textOf(LIMITS.remarkLength, 1), description: 'Trimmed before it is counted; not blank.' })
  @Field({ description: 'At most 400 characters; trimmed; not blank.' })
  @IsString()
  remark_content: string;
}

/** REST body of a comment (spec §7), which names the remark. */
export class RemarkCommentBody {
  @ApiProperty(FIELD_SCHEMAS.uuid) @IsString() remark_id: string;
  @ApiProperty(COMMENT_TEXT) @IsString() comment_content: string;
}
