import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { LIMITS } from '@gatherly/schema';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';

@InputType({ description: 'The current password, to prove it is the owner, and the new one.' })
export class ChangePasswordInput {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.passwordMaxLength, description: 'The password the account has now; a wrong one (as anything longer than a password can be) is refused with 400 and counts as a failed login.' })
  @Field({ description: 'The password the account has now.' })
  @IsString()
  current_password: string;

  @ApiProperty({ ...FIELD_SCHEMAS.password, description: 'With a number and a special character; different from the current one.' })
  @Field({ description: 'The new password: at least 8 characters with a number and a special character, different from the current one.' })
  @IsString()
  new_password: string;
}
