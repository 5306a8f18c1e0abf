import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

@InputType({ description: 'The caption of a post.' })
export class PostCaptionInput {
  @ApiProperty({ description: 'At most 420 characters.' })
  @Field({ description: 'At most 420 characters.' })
  @IsString()
  post_content: string;
}

/** REST body of a comment (spec §7), which names the post. */
export class PostCommentBody {
  @ApiProperty() @IsString() post_id: string;
  @ApiProperty() @IsString() comment_content: string;
}
