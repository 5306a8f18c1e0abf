import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import type { TextDirection } from '@gatherly/schema';

export const TextDirectionEnum = { ltr: 'ltr', rtl: 'rtl' } as const satisfies { [D in TextDirection]: D };
registerEnumType(TextDirectionEnum, {
  name: 'TextDirection',
  description: "Which way a language's lines run.",
  valuesMap: {
    ltr: { description: 'Left to right.' },
    rtl: { description: 'Right to left: the layout mirrors.' },
  },
});

@ObjectType({ description: 'A language Gatherly speaks: its screens, mails and notifications.' })
export class Language {
  @ApiProperty({ description: 'Its BCP 47 code, as setLanguage and PATCH /api/profile/settings/language take it.', example: 'en' })
  @Field({ description: 'Its BCP 47 code, as setLanguage takes it.' })
  code: string;

  @ApiProperty({ description: 'Its name in English.', example: 'English' })
  @Field({ description: 'Its name in English.' })
  name: string;

  @ApiProperty({ description: 'Its name in itself, as a list of languages shows it.', example: 'English' })
  @Field({ description: 'Its name in itself, as a list of languages shows it.' })
  native_name: string;

  @ApiProperty({ enum: Object.values(TextDirectionEnum), description: "Which way its lines run: rtl mirrors the layout." })
  @Field(() => TextDirectionEnum, { description: 'Which way its lines run: rtl mirrors the layout.' })
  direction: TextDirection;
}
