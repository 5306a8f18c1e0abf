import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

@ObjectType({ description: 'A report sent to the moderators.' })
export class Report {
  @ApiProperty()
  @Field(() => ID, { description: 'Id of the report.' })
  id: string;

  @ApiProperty({ description: 'account, remark, post, event, comment or message.' })
  @Field({ description: 'account, remark, post, event, comment or message.' })
  target_type: string;

  @ApiProperty()
  @Field(() => ID, { description: "The target's id, as sent: a UUID, or a message's number for a message." })
  target_id: string;

  @ApiProperty({ description: 'spam, harassment, hate, violence, nudity, false_information or other.' })
  @Field({ description: 'spam, harassment, hate, violence, nudity, false_information or other.' })
  reason: string;

  @ApiProperty({ description: 'What the reporter added; may be empty.' })
  @Field({ description: 'What the reporter added; may be empty.' })
  text: string;

  @ApiProperty({ description: "'open' until a moderator acts on it." })
  @Field({ description: "'open' until a moderator acts on it." })
  status: string;

  @ApiProperty()
  @Field({ description: 'When it was filed.' })
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
