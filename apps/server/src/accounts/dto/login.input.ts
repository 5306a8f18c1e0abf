import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

@InputType({ description: 'E-mail and password of a verified account.' })
export class LoginInput {
  @ApiProperty({ minLength: 1, example: 'ada@example.com', description: 'Required; a wrong one is refused with 401, as a wrong password is.' })
  @Field({ description: 'E-mail address the account signed up with.' })
  @IsString()
  email: string;

  @ApiProperty({ minLength: 1, example: 'Secret123!', description: 'Required.' })
  @Field({ description: 'The account password.' })
  @IsString()
  password: string;
}
