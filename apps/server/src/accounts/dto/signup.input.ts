import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** Sign-up fields, named as the REST contract names them. Rules of spec §5 are checked by the service. */
@InputType({ description: 'A new account. Every rule of the sign-up form is checked and all violations are answered together.' })
export class SignupInput {
  @ApiProperty({ example: 'ada@example.com' })
  @Field({ description: 'E-mail address; a verification link is sent to it.' })
  @IsString()
  email: string;

  @ApiProperty({ description: 'At least 8 characters with a number and a special character.' })
  @Field({ description: 'At least 8 characters with a number and a special character.' })
  @IsString()
  password: string;

  @ApiProperty({ example: 'ada_l' })
  @Field({ description: 'Letters, digits and underscores; at least 3 characters.' })
  @IsString()
  username: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  @Field({ description: 'Letters and spaces; at least 2 characters.' })
  @IsString()
  full_name: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+44 20 7946 0958' })
  @Field(() => String, { nullable: true, description: 'Optional; a leading plus, then 7 to 20 digits, spaces, hyphens or parentheses.' })
  @IsOptional()
  @IsString()
  phone_number?: string | null;
}
