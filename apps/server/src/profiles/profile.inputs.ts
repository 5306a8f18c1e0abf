import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { GENDER_OPTIONS, LIMITS, SHIPPED_LANGUAGE_CODES, THEME_VALUES } from '@gatherly/schema';
import { textOf } from '../openapi/field-schemas';

@InputType({ description: 'The profile fields of the Edit profile page.' })
export class ProfileBasicsInput {
  @ApiProperty({ ...textOf(LIMITS.bioLength), description: 'Trimmed before it is counted; may be empty.' })
  @Field({ description: 'At most 150 characters; trimmed.' })
  @IsString()
  bio: string;

  @ApiProperty({ ...textOf(LIMITS.customGenderLength), description: `${GENDER_OPTIONS.map((option) => `'${option.value}'`).join(', ')}, a custom text on one line, or empty (prefer not to say).` })
  @Field({ description: "'male', 'female', a custom text of at most 30 characters, or empty (prefer not to say)." })
  @IsString()
  gender: string;
}

export class ThemeBody {
  @ApiProperty({ enum: THEME_VALUES, description: 'The colour theme.', example: 'dark' })
  @IsString()
  theme_preference: string;
}

export class PrivacyBody {
  @ApiProperty({ description: 'Whether others may find your remarks, posts, events and comments in search; your own searches always do.', example: false })
  @IsBoolean()
  indexable: boolean;
}

export class LanguageBody {
  @ApiProperty({ enum: SHIPPED_LANGUAGE_CODES, description: 'The code of a language of GET /api/i18n/languages; any other is refused (400).', example: 'en' })
  @IsString()
  language: string;
}

/** Query of GET /api/profile/search (spec §7). */
export class SearchQuery {
  @ApiPropertyOptional({ description: `Part of a user name or full name; blank answers no one; only its first ${LIMITS.userSearchQueryLength} characters are searched for.` })
  @IsOptional()
  @IsString()
  username?: string;
}

/** Query of the followers and following lists: the page cursor and an optional filter on user names. */
export class PeopleQuery extends PageCursorInput {
  @ApiPropertyOptional({ description: `Only people whose user name contains this, ignoring case (its first ${LIMITS.userSearchQueryLength} characters).` })
  @IsOptional()
  @IsString()
  q?: string;
}
