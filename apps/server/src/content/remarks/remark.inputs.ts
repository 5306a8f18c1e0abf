import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

@InputType({ description: 'The text of a remark.' })
export class RemarkInput {
  @ApiProperty({ description: 'At most 400 characters; trimmed; not blank.' })
  @Field({ description: 'At most 400 characters; trimmed; not blank.' })
  @IsString()
  remark_content: string;
}

/** REST body of a comment (spec §7), which names the remark. */
export class RemarkCommentBody {
  @ApiProperty() @IsString() remark_id: string;
  @ApiProperty() @IsString() comment_content: string;
}
