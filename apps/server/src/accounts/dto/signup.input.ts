import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

/** Sign-up fields, named as the REST contract names them. Rules of spec §5 are checked by the service. */
@InputType({ description: 'A new account. Every rule of the sign-up form is checked and all violations are answered together.' })
export class SignupInput {
  @ApiProperty({ ...FIELD_SCHEMAS.email, description: 'Trimmed before it is checked; a verification link is sent to it.' })
  @Field({ description: 'E-mail address; a verification link is sent to it.' })
  @IsString()
  email: string;

  @ApiProperty({ ...FIELD_SCHEMAS.password, description: 'With a number and a special character.' })
  @Field({ description: 'At least 8 characters with a number and a special character.' })
  @IsString()
  password: string;

  @ApiProperty({ ...FIELD_SCHEMAS.username, description: 'Letters, digits and underscores.' })
  @Field({ description: 'Letters, digits and underscores; at least 3 characters.' })
  @IsString()
  username: string;

  @ApiProperty({ ...FIELD_SCHEMAS.fullName, description: 'Letters and spaces, of one script (Latin and Cyrillic are not mixed); trimmed before it is counted.' })
  @Field({ description: 'Letters and spaces; at least 2 characters.' })
  @IsString()
  full_name: string;

  @ApiPropertyOptional({ ...FIELD_SCHEMAS.phone, nullable: true, description: 'A leading plus, then 7 to 20 digits, spaces, hyphens or parentheses; empty or null for none.' })
  @Field(() => String, { nullable: true, description: 'Optional; a leading plus, then 7 to 20 digits, spaces, hyphens or parentheses.' })
  @IsOptional()
  @IsString()
  phone_number?: string | null;
}
