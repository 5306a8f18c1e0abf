import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

@InputType({ description: 'A new password and the token from the reset link.' })
export class ResetPasswordInput {
  @ApiProperty({ description: 'At least 8 characters with a number and a special character.' })
  @Field({ description: 'The new password: at least 8 characters with a number and a special character.' })
  @IsString()
  password: string;

  @ApiProperty({ description: 'The password_token of the reset link.' })
  @Field({ description: 'The password_token of the reset link.' })
  @IsString()
  token: string;
}
