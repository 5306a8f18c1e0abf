import { ApiProperty } from '@nestjs/swagger';
import { personJson, PersonJson } from '../profiles/profile.json';
import type { OpenReport } from './moderation.models';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '@gatherly/schema';

/** An open report as REST answers it: people with `account_id`, as everywhere in REST. */
export class OpenReportJson {
  @ApiProperty()
  id: string;

  @ApiProperty({ enum: REPORT_TARGET_TYPES, description: 'What is reported.' })
  target_type: string;

  @ApiProperty({ description: "The target's id (a message's number for messages)." })
  target_id: string;

  @ApiProperty({ enum: REPORT_REASONS, description: 'Why it is reported.' })
  reason: string;

  @ApiProperty({ description: 'What the reporter added; may be empty.' })
  text: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: PersonJson, nullable: true, description: 'Who reported it; null once their account is gone.' })
  reporter: PersonJson | null;

  @ApiProperty({ type: PersonJson, nullable: true, description: 'Who wrote it (for an account, the account itself); null once gone.' })
  owner: PersonJson | null;

  @ApiProperty({ description: 'Whether the owner is suspended already.' })
  owner_suspended: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'For an item, its kind; for a comment, the kind of the item it is on.' })
  item_kind: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The reported text; null when it no longer exists.' })
  preview: string | null;

  @ApiProperty({ type: String, nullable: true, description: "URL of the thumbnail of a reported item's first image." })
  image: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The description of a reported item's first image (its alt); null when none." })
  image_alt: string | null;

  @ApiProperty({ type: 'integer', description: 'Open reports of the same target, this one included.' })
  report_count: number;
}

export function openReportJson({ reporter, owner, ...report }: OpenReport) {
  return { ...report, reporter: reporter && personJson(reporter), owner: owner && personJson(owner) };
}
