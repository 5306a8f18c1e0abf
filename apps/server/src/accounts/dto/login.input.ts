import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

@InputType({ description: 'E-mail and password of a verified account.' })
export class LoginInput {
  @ApiProperty({ example: 'ada@example.com' })
  @Field({ description: 'E-mail address the account signed up with.' })
  @IsString()
  email: string;

  @ApiProperty()
  @Field({ description: 'The account password.' })
  @IsString()
  password: string;
}
