import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PASSKEY_LIMITS } from '@gatherly/schema';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { textOf } from '../openapi/field-schemas';

const WEBAUTHN_ANSWER = 'The JSON of the PublicKeyCredential the browser answered (as @simplewebauthn/browser returns it: id, rawId, type, response with base64url fields).';

@ObjectType({ description: "A passkey as its owner's list shows it (never its key)." })
export class Passkey {
  @ApiProperty()
  @Field(() => ID, { description: 'Its id, to rename or remove it.' })
  passkey_id: string;

  @ApiProperty({ description: 'What its owner named it (the device or key it lives on).' })
  @Field({ description: 'What its owner named it (the device or key it lives on).' })
  name: string;

  @ApiProperty()
  @Field({ description: 'When it was added.' })
  created_at: Date;

  @ApiProperty({ type: Date, nullable: true, description: 'When it last signed in; null if never.' })
  @Field(() => Date, { nullable: true, description: 'When it last signed in; null if never.' })
  last_used_at: Date | null;
}

@InputType({ description: 'A new passkey: the answer of the browser to the registration options, and its name.' })
export class AddPasskeyInput {
  @ApiProperty({ ...textOf(PASSKEY_LIMITS.nameLength, 1), description: 'Its name, on one line; trimmed before it is counted.' })
  @Field({ description: `Its name, on one line; at most ${PASSKEY_LIMITS.nameLength} characters.` })
  @IsOptional()
  @IsString()
  name?: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: `${WEBAUTHN_ANSWER} Answer to options from passkeys/registration-options, within ${PASSKEY_LIMITS.challengeSeconds / 60} minutes.` })
  @Field(() => GraphQLJSONObject, { description: `${WEBAUTHN_ANSWER} Answer to options from passkeyRegistrationOptions, within ${PASSKEY_LIMITS.challengeSeconds / 60} minutes.` })
  @Allow()
  response?: unknown;
}

@InputType({ description: "A passkey's new name." })
export class RenamePasskeyInput {
  @ApiProperty({ ...textOf(PASSKEY_LIMITS.nameLength, 1), description: 'Its name, on one line; trimmed before it is counted.' })
  @Field({ description: `Its name, on one line; at most ${PASSKEY_LIMITS.nameLength} characters.` })
  @IsOptional()
  @IsString()
  name?: string;
}

@InputType({ description: 'What a passkey sign-in is for.' })
export class PasskeyLoginOptionsInput {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: "Without it, options for a passkey alone (the browser offers the person's passkeys for this site). With the two_factor_token of a password login, options for that account's passkeys, as its second step (login/two-factor with passkey_response)." })
  @Field(() => String, { nullable: true, description: 'The two_factor_token of a password login, to use a passkey as its second step; none for a passkey alone.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  two_factor_token?: string | null;
}

@InputType({ description: 'A sign-in with a passkey alone.' })
export class PasskeyLoginInput {
  @ApiProperty({ type: 'object', additionalProperties: true, description: `${WEBAUTHN_ANSWER} Answer to options from login/passkey/options, within ${PASSKEY_LIMITS.challengeSeconds / 60} minutes; each is taken once.` })
  @Field(() => GraphQLJSONObject, { description: `${WEBAUTHN_ANSWER} Answer to options from passkeyLoginOptions, within ${PASSKEY_LIMITS.challengeSeconds / 60} minutes; each is taken once.` })
  @Allow()
  response?: unknown;
}
