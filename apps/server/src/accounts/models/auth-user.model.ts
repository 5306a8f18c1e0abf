import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { THEME_VALUES, TWO_FACTOR_METHODS } from '@gatherly/schema';

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

  @ApiProperty({ type: String, nullable: true, example: null, description: "The language chosen for Gatherly, its mails and notifications (a code of GET /api/i18n/languages); null until chosen, when the browser's is used." })
  @Field(() => String, { nullable: true, description: "The language chosen for Gatherly, its mails and notifications (a code of GET /api/i18n/languages); null until chosen, when the browser's is used." })
  language: string | null;
}

@ObjectType({ description: 'Answer to a successful login. The refresh token travels in an httpOnly cookie.' })
export class LoginPayload {
  @ApiProperty({ description: 'Short-lived access token for the Authorization: Bearer header.' })
  @Field({ description: 'Short-lived access token for the Authorization: Bearer header.' })
  access: string;

  @ApiProperty({ type: AuthUser })
  @Field(() => AuthUser, { description: 'The signed-in user.' })
  user: AuthUser;

  @ApiProperty({ required: false, enum: [true], description: 'Present (true) when the account is suspended: the session may only download its data, delete the account and log out; anything else answers 403.' })
  @Field(() => Boolean, { description: 'True when the account is suspended: the session may only download its data (dataExport, requestDataExport), delete the account and log out; anything else fails with auth/account_suspended.' })
  restricted?: boolean;
}

/** The REST login's answer when the account asks a second factor: no access token, no cookie yet. */
export class TwoFactorChallengeAnswer {
  @ApiProperty({ enum: [true], description: 'A second factor is asked: no access token and no cookie were given.' })
  two_factor_required: true;

  @ApiProperty({ description: 'Send it back to POST /api/account/login/two-factor with the code; single use, expires in 5 minutes, dies after 5 wrong codes.' })
  two_factor_token: string;

  @ApiProperty({ enum: TWO_FACTOR_METHODS, isArray: true, description: 'Ways to finish: totp (a code of the authenticator app), recovery_code, passkey (when the account has passkeys).' })
  methods: string[];
}
