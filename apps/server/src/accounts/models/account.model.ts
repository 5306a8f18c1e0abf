import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DEFAULT_THEME, LIMITS, THEME_VALUES } from '@gatherly/schema';

@ObjectType({ description: 'The signed-in account as its owner sees it.' })
export class Account {
  @ApiProperty()
  @Field(() => ID, { description: 'Account id.' })
  id: string;

  @ApiProperty()
  @Field({ description: 'Unique user name.' })
  username: string;

  @ApiProperty()
  @Field({ description: `Full name as they wrote it: letters and spaces, ${LIMITS.fullNameMinLength} to ${LIMITS.fullNameMaxLength} characters.` })
  full_name: string;

  @ApiProperty()
  @Field({ description: 'Verified e-mail address.' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  @Field(() => String, { nullable: true, description: 'URL of the profile image; null when the user has none.' })
  profile_image: string | null;

  @ApiProperty()
  @Field({ description: `Chosen colour theme: ${THEME_VALUES.join(', ')} (${DEFAULT_THEME} until one is chosen).` })
  theme_preference: string;

  @ApiProperty({ type: String, nullable: true, description: "The language chosen for Gatherly, its mails and notifications (a code of GET /api/i18n/languages); null until chosen, when the browser's is used." })
  @Field(() => String, { nullable: true, description: "The language chosen for Gatherly, its mails and notifications (a code of GET /api/i18n/languages); null until chosen, when the browser's is used." })
  language: string | null;

  @ApiProperty()
  @Field({ description: 'When the account was created.' })
  created_on: Date;

  @ApiProperty({ description: 'Whether the account may act on reports (the Moderation page).' })
  @Field({ description: 'Whether the account may act on reports (the Moderation page).' })
  is_moderator: boolean;

  @ApiProperty({ type: Date, nullable: true, description: 'When the account will be deleted, as its owner asked; null when no deletion is pending.' })
  @Field(() => Date, { nullable: true, description: 'When the account will be deleted, as its owner asked (requestAccountDeletion); null when no deletion is pending.' })
  deletion_scheduled_for: Date | null;
}
