import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

@ObjectType({ description: 'A device signed in to the account: one session, from its login until it ends or runs out.' })
export class SignedInSession {
  @ApiProperty({ format: 'uuid', description: 'Its id, to end it.' })
  @Field(() => ID, { description: 'Its id, to end it with endSession.' })
  session_id: string;

  @ApiProperty({ example: 'Chrome 131', description: 'Browser and major version, from the user agent it signed in with; "Unknown browser" when that says nothing.' })
  @Field({ description: 'Browser and major version, from the user agent it signed in with; "Unknown browser" when that says nothing.' })
  browser: string;

  @ApiProperty({ example: 'macOS 14', description: 'Operating system and version; "Unknown system" when the user agent says nothing.' })
  @Field({ description: 'Operating system and version; "Unknown system" when the user agent says nothing.' })
  os: string;

  @ApiProperty({ description: 'When it signed in.' })
  @Field({ description: 'When it signed in.' })
  created_at: Date;

  @ApiProperty({ description: 'When it last renewed its access (its sign-in, then each refresh, every few minutes while in use).' })
  @Field({ description: 'When it last renewed its access (its sign-in, then each refresh, every few minutes while in use).' })
  last_used_at: Date;

  @ApiProperty({ description: 'Whether it is the session this request came with.' })
  @Field({ description: 'Whether it is the session this request came with.' })
  is_current: boolean;
}
