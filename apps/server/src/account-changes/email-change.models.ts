import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { LIMITS } from '@gatherly/schema';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';

@InputType({ description: 'The password, to prove it is the owner, and the address to move the account to.' })
export class ChangeEmailInput {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.passwordMaxLength, description: 'The password the account has now; a wrong one is refused with 400 and counts as a failed login.' })
  @Field({ description: 'The password the account has now.' })
  @IsString()
  password: string;

  @ApiProperty({ ...FIELD_SCHEMAS.email, example: 'ada.new@example.com', description: 'The new address, with the rules of sign-up; trimmed and stored in lower case. A confirmation link is mailed to it.' })
  @Field({ description: 'The new address, with the rules of sign-up; a confirmation link is mailed to it.' })
  @IsString()
  new_email: string;
}

@ObjectType({ description: 'A change of e-mail address asked for: the link is on its way to the new address.' })
export class EmailChangeRequest {
  @ApiProperty({ description: 'What to tell the person.' })
  @Field({ description: 'What to tell the person.' })
  message: string;

  @ApiProperty({ description: 'The address the link went to, as it will be stored.' })
  @Field({ description: 'The address the link went to, as it will be stored.' })
  pending_email: string;
}

@ObjectType({ description: 'A change of e-mail address applied.' })
export class EmailChangeConfirmation {
  @Field({ description: 'What to tell the person.' })
  message: string;

  @Field({ description: 'The address of the account from now on.' })
  email: string;
}

/** Query string of the link mailed to the new address. */
export class EmailChangeTokenQuery {
  @ApiProperty({ minLength: 1, maxLength: 100, description: 'The email_change_token of the mailed link.' })
  @IsString()
  token: string;
}
