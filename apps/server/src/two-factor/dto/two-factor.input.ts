import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { TWO_FACTOR_LIMITS } from '@gatherly/schema';

@InputType({ description: 'A code of the authenticator app just set up.' })
export class EnableTwoFactorInput {
  @ApiProperty({ example: '123456', maxLength: 64, description: `The ${TWO_FACTOR_LIMITS.digits}-digit code the app shows now.` })
  @Field({ description: `The ${TWO_FACTOR_LIMITS.digits}-digit code the app shows now.` })
  @IsString()
  @MaxLength(64)
  code: string;
}

@InputType({ description: 'The password and a second factor, to turn two-factor authentication off.' })
export class DisableTwoFactorInput {
  @ApiProperty({ maxLength: 1024, description: 'The account password.' })
  @Field({ description: 'The account password.' })
  @IsString()
  @MaxLength(1024)
  password: string;

  @ApiPropertyOptional({ type: String, example: '123456', maxLength: 64, description: 'A code of the authenticator app, or an unused recovery code (xxxx-xxxx). Required unless passkey_response is given.' })
  @Field(() => String, { nullable: true, description: 'A code of the authenticator app, or an unused recovery code (xxxx-xxxx). Required unless passkey_response is given.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  code?: string | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: "A passkey's answer (WebAuthn AuthenticationResponseJSON), instead of a code." })
  @Field(() => GraphQLJSONObject, { nullable: true, description: "A passkey's answer (WebAuthn AuthenticationResponseJSON), instead of a code." })
  @IsOptional()
  @IsObject()
  passkey_response?: Record<string, unknown> | null;
}

@InputType({ description: 'The second step of a login: the token the password step answered, and a code.' })
export class LoginTwoFactorInput {
  @ApiProperty({ maxLength: 200, description: 'The two_factor_token of the login answer (single use, 5 minutes).' })
  @Field({ description: 'The two_factor_token of the login error (single use, 5 minutes).' })
  @IsDefined()
  @IsString()
  @MaxLength(200)
  two_factor_token: string;

  @ApiPropertyOptional({ type: String, example: '123456', maxLength: 64, description: 'A code of the authenticator app, or an unused recovery code (xxxx-xxxx). Required unless passkey_response is given.' })
  @Field(() => String, { nullable: true, description: 'A code of the authenticator app, or an unused recovery code (xxxx-xxxx).' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  code?: string | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: "A passkey's answer (WebAuthn AuthenticationResponseJSON) when methods holds passkey, instead of a code." })
  @Field(() => GraphQLJSONObject, { nullable: true, description: "A passkey's answer (WebAuthn AuthenticationResponseJSON), instead of a code." })
  @IsOptional()
  @IsObject()
  passkey_response?: Record<string, unknown> | null;
}
