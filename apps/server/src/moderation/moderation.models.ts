import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { MODERATION_ACTIONS, MODERATION_LIMITS, MODERATION_TARGET_TYPES, type ContentKindName, type ModerationAction, type ModerationTargetType, type ReportReason, type ReportTargetType } from '@gatherly/schema';
import { PageCursor } from '../common/paging/page-cursor.model';
import { ContentKindEnum } from '../content/shared/content.models';
import { Person } from '../profiles/profile.models';

@ObjectType({ description: 'An open report as moderators see it, with what it is about.' })
export class OpenReport {
  @Field(() => ID, { description: 'The report, for removeReportedContent, suspendReportedAccount and dismissReport.' })
  id: string;

  @Field(() => String, { description: 'account, remark, post, event, comment or message.' })
  target_type: ReportTargetType;

  @Field(() => ID, { description: "The target's id: a UUID, or a message's number for a message." })
  target_id: string;

  @Field(() => String, { description: 'spam, harassment, hate, violence, nudity, false_information or other.' })
  reason: ReportReason;

  @Field({ description: 'What the reporter added; may be empty.' })
  text: string;

  @Field({ description: 'When it was filed; the list is ordered by it, oldest first.' })
  created_at: Date;

  @Field(() => Person, { nullable: true, description: 'Who reported it; null once their account is gone.' })
  reporter: Person | null;

  @Field(() => Person, { nullable: true, description: 'Who wrote it (for an account, the account itself); null once gone.' })
  owner: Person | null;

  @Field({ description: 'Whether the owner is suspended already.' })
  owner_suspended: boolean;

  @Field(() => ContentKindEnum, { nullable: true, description: 'For an item, its kind; for a comment, the kind of the item it is on.' })
  item_kind: ContentKindName | null;

  @Field(() => String, { nullable: true, description: "The reported text: a remark, a post's caption, an event's name, a comment, a message or an account's bio; null when it no longer exists." })
  preview: string | null;

  @Field(() => String, { nullable: true, description: "URL of the thumbnail of a reported item's first image." })
  image: string | null;

  @Field(() => String, { nullable: true, description: "The description of a reported item's first image (its alt); null when none." })
  image_alt: string | null;

  @Field(() => Int, { description: 'Open reports of the same target, this one included.' })
  report_count: number;
}

@ObjectType({ description: 'A page of open reports, oldest first.' })
export class OpenReportPage {
  @Field(() => [OpenReport], { description: `At most ${MODERATION_LIMITS.pageSize}, oldest first.` })
  items: OpenReport[];

  @Field(() => PageCursor, { nullable: true, description: 'Where the next page starts; null on the last page.' })
  next_cursor: PageCursor | null;
}

@ObjectType({ description: 'One thing a moderator did, and why.' })
export class ModerationLogEntry {
  @ApiProperty()
  @Field(() => ID, { description: 'Id of the entry.' })
  id: string;

  @ApiProperty({ enum: MODERATION_ACTIONS, description: 'What was done.' })
  @Field(() => String, { description: `What was done: ${MODERATION_ACTIONS.join(', ')}.` })
  action: ModerationAction;

  @ApiProperty({ description: 'Who did it.' })
  @Field({ description: 'Who did it.' })
  moderator_username: string;

  @ApiProperty({ enum: MODERATION_TARGET_TYPES, description: 'What it was done to.' })
  @Field(() => String, { description: 'account, remark, post, event, comment, message or server.' })
  target_type: ModerationTargetType;

  @ApiProperty()
  @Field(() => ID, { description: "The target's id: a UUID, or a message's number for a message; the account's id for a lifted suspension; a server's host." })
  target_id: string;

  @ApiProperty({ type: String, nullable: true, description: 'The account concerned; null once it is gone.' })
  @Field(() => ID, { nullable: true, description: 'The account concerned; null once it is gone.' })
  account_id: string | null;

  @ApiProperty({ description: "The account concerned's user name; empty for a dismissed report of a target already gone." })
  @Field({ description: "The account concerned's user name; empty for a dismissed report of a target already gone." })
  account_username: string;

  @ApiProperty({ description: 'Whether that account is suspended now.' })
  @Field({ description: 'Whether that account is suspended now.' })
  account_suspended: boolean;

  @ApiProperty({ description: 'What the account was told; for a dismissed report, why nothing was done (empty for reports dismissed before a reason was asked).' })
  @Field({ description: 'What the account was told; for a dismissed report, why nothing was done (empty for reports dismissed before a reason was asked).' })
  reason: string;

  @ApiProperty({ type: String, format: 'date-time' })
  @Field({ description: 'When it was done; the log is ordered by it, newest first.' })
  created_at: Date;
}

@ObjectType({ description: 'A page of the moderation log, newest first.' })
export class ModerationLogPage {
  @Field(() => [ModerationLogEntry], { description: `At most ${MODERATION_LIMITS.pageSize}, newest first.` })
  items: ModerationLogEntry[];

  @Field(() => PageCursor, { nullable: true, description: 'Where the next page starts; null on the last page.' })
  next_cursor: PageCursor | null;
}
