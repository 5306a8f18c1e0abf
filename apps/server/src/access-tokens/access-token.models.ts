import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCESS_TOKEN_EXPIRY_DAYS, ACCESS_TOKEN_LIMITS, API_SCOPES, type ApiScope } from '@gatherly/schema';
import { IsArray, IsInt, IsOptional, IsString } from 'class-validator';
import { textOf } from '../openapi/field-schemas';

@ObjectType({ description: "A personal access token as its owner's list shows it (never its secret)." })
export class AccessToken {
  @ApiProperty()
  @Field(() => ID, { description: 'Its id, to revoke it with revokeAccessToken.' })
  id: string;

  @ApiProperty({ description: 'What it is for, as its owner named it.' })
  @Field({ description: 'What it is for, as its owner named it.' })
  name: string;

  @ApiProperty({ type: [String], enum: API_SCOPES, description: 'What it may do.' })
  @Field(() => [String], { description: 'read, write and/or chat.' })
  scopes: ApiScope[];

  @ApiProperty({ description: 'The last four characters of the token, to tell tokens apart.' })
  @Field({ description: 'The last four characters of the token, to tell tokens apart.' })
  last_four: string;

  @ApiProperty()
  @Field({ description: 'When it was made.' })
  created_at: Date;

  @ApiProperty({ type: Date, nullable: true, description: 'When it was last used (to the minute); null if never.' })
  @Field(() => Date, { nullable: true, description: 'When it was last used (to the minute); null if never.' })
  last_used_at: Date | null;

  @ApiProperty({ type: Date, nullable: true, description: 'When it stops working; null: when revoked.' })
  @Field(() => Date, { nullable: true, description: 'When it stops working; null: when revoked.' })
  expires_at: Date | null;
}

@ObjectType({ description: 'A new personal access token: its secret is answered this once.' })
export class CreatedAccessToken {
  @ApiProperty({ description: 'The secret (gth_…), for Authorization: Bearer. It is not stored and cannot be shown again.' })
  @Field({ description: 'The secret (gth_…), for Authorization: Bearer. It is not stored and cannot be shown again.' })
  token: string;

  @ApiProperty({ type: AccessToken })
  @Field(() => AccessToken, { description: 'The token as the list of tokens shows it from now on.' })
  access_token: AccessToken;
}

@InputType({ description: 'A new personal access token.' })
export class AccessTokenInput {
  @ApiProperty({ ...textOf(ACCESS_TOKEN_LIMITS.nameLength, 1), description: 'What it is for, on one line; trimmed before it is counted.' })
  @Field({ description: 'What it is for; at most 50 characters.' })
  @IsOptional()
  @IsString()
  name?: string;

  @ApiProperty({ type: [String], enum: API_SCOPES, minItems: 1, description: 'What it may do.' })
  @Field(() => [String], { description: 'read, write and/or chat.' })
  @IsOptional()
  @IsArray()
  scopes?: string[];

  @ApiPropertyOptional({ type: 'integer', enum: [...ACCESS_TOKEN_EXPIRY_DAYS], nullable: true, description: 'Days until it expires; none or null: until revoked.' })
  @Field(() => Int, { nullable: true, description: 'Days until it expires: 7, 30, 90 or 365; none: until revoked.' })
  @IsOptional()
  @IsInt()
  expires_in_days?: number | null;
}
