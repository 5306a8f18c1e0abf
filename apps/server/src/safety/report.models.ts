import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';

@ObjectType({ description: 'A report sent to the moderators.' })
export class Report {
  @Field(() => ID)
  id: string;

  @Field({ description: 'account, remark, post, event, comment or message.' })
  target_type: string;

  @Field(() => ID)
  target_id: string;

  @Field({ description: 'spam, harassment, hate, violence, nudity, false_information or other.' })
  reason: string;

  @Field({ description: 'What the reporter added; may be empty.' })
  text: string;

  @Field({ description: "'open' until a moderator acts on it." })
  status: string;

  @Field()
  created_at: Date;
}

@InputType({ description: 'What is reported, and why.' })
export class ReportInput {
  @Field({ description: 'account, remark, post, event, comment or message.' })
  @IsString()
  target_type: string;

  @Field(() => ID, { description: "The target's id (a message's number for messages)." })
  @IsString()
  target_id: string;

  @Field({ description: 'spam, harassment, hate, violence, nudity, false_information or other.' })
  @IsString()
  reason: string;

  @Field(() => String, { nullable: true, description: 'Details, at most 500 characters.' })
  @IsOptional()
  @IsString()
  text?: string | null;
}
