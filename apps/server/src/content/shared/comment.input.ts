import { Field, ID, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

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
