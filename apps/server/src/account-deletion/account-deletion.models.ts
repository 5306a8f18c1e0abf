import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS } from '@gatherly/schema';
import { IsObject, IsOptional, IsString } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';

/** The second factor asked again, when two-factor sign-in is on. */
@InputType({ isAbstract: true })
class SecondFactorFields {
  @ApiPropertyOptional({ type: String, nullable: true, example: '123456', maxLength: 64, description: 'With two-factor sign-in on: a code of the authenticator app or an unused recovery code (400 naming the code when it is wrong); or passkey_response.' })
  @Field(() => String, { nullable: true, description: 'With two-factor sign-in on: a code of the authenticator app or an unused recovery code; or passkey_response.' })
  @IsOptional()
  @IsString()
  code?: string | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true, description: "With two-factor sign-in on: a passkey's answer (WebAuthn AuthenticationResponseJSON), instead of a code." })
  @Field(() => GraphQLJSONObject, { nullable: true, description: "With two-factor sign-in on: a passkey's answer (WebAuthn AuthenticationResponseJSON), instead of a code." })
  @IsOptional()
  @IsObject()
  passkey_response?: Record<string, unknown> | null;
}

@InputType({ description: 'What deleting your account asks: the password, and the second factor when two-factor sign-in is on.' })
export class AccountDeletionInput extends SecondFactorFields {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.passwordMaxLength, description: 'Your current password; wrong or missing: 400 naming the password (counted as a guess at it).' })
  @Field({ description: 'Your current password; wrong or missing: request/invalid naming the password (counted as a guess at it).' })
  @IsOptional()
  @IsString()
  password?: string;
}

@InputType({ description: 'Cancelling a pending deletion, signed out: the account\'s e-mail address and password (and second factor when on).' })
export class CancelAccountDeletionInput extends SecondFactorFields {
  @ApiProperty({ minLength: 1, maxLength: 254, description: 'The e-mail address of the account.' })
  @Field({ description: 'The e-mail address of the account.' })
  @IsOptional()
  @IsString()
  email?: string;

  @ApiProperty({ minLength: 1, maxLength: LIMITS.passwordMaxLength, description: 'Its password; the same refusal as login for a wrong address or password (401).' })
  @Field({ description: 'Its password; the same refusal as login for a wrong address or password.' })
  @IsOptional()
  @IsString()
  password?: string;
}

@ObjectType({ description: 'A deletion scheduled: every session of the account has ended.' })
export class AccountDeletion {
  @ApiProperty({ description: 'When the account will be deleted; signing in before then offers to cancel.' })
  @Field({ description: 'When the account will be deleted; signing in before then offers to cancel (cancelAccountDeletion).' })
  deletion_scheduled_for: Date;

  @ApiProperty({ description: 'The text to show.' })
  @Field({ description: 'The text to show.' })
  message: string;
}
