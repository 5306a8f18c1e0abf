import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

@InputType({ description: 'A new password and the token from the reset link.' })
export class ResetPasswordInput {
  @ApiProperty({ ...FIELD_SCHEMAS.password, description: 'With a number and a special character.' })
  @Field({ description: 'The new password: at least 8 characters with a number and a special character.' })
  @IsString()
  password: string;

  @ApiProperty({ minLength: 1, description: 'The password_token of the reset link.' })
  @Field({ description: 'The password_token of the reset link.' })
  @IsString()
  token: string;
}
