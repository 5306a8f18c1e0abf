import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { THEME_VALUES } from '@gatherly/schema';

@ObjectType({ description: 'What the client keeps of the signed-in user after login.' })
export class AuthUser {
  @ApiProperty()
  @Field({ description: 'Unique user name.' })
  username: string;

  @ApiProperty({ type: String, nullable: true })
  @Field(() => String, { nullable: true, description: 'URL of the profile image; null when the user has none.' })
  profile_image: string | null;

  @ApiProperty({ enum: THEME_VALUES, example: 'light' })
  @Field({ description: 'Chosen colour theme, one of the nine theme values.' })
  theme_preference: string;
}

@ObjectType({ description: 'Answer to a successful login. The refresh token travels in an httpOnly cookie.' })
export class LoginPayload {
  @ApiProperty({ description: 'Short-lived access token for the Authorization: Bearer header.' })
  @Field({ description: 'Short-lived access token for the Authorization: Bearer header.' })
  access: string;

  @ApiProperty({ type: AuthUser })
  @Field(() => AuthUser, { description: 'The signed-in user.' })
  user: AuthUser;
}
