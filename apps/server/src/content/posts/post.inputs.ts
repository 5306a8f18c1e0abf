import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { LIMITS } from '@gatherly/schema';
import { COMMENT_TEXT } from '../shared/comment.input';
import { FIELD_SCHEMAS, textOf } from '../../openapi/field-schemas';

@InputType({ description: 'The caption of a post.' })
export class PostCaptionInput {
  @ApiProperty({ ...textOf(LIMITS.postCaptionLength), description: 'May be empty; trimmed before it is counted.' })
  @Field({ description: 'At most 420 characters.' })
  @IsString()
  post_content: string;
}

/** REST body of a comment (spec §7), which names the post. */
export class PostCommentBody {
  @ApiProperty(FIELD_SCHEMAS.uuid) @IsString() post_id: string;
  @ApiProperty(COMMENT_TEXT) @IsString() comment_content: string;
}
