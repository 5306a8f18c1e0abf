import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';

@InputType({ description: 'The new username.' })
export class ChangeUsernameInput {
  @ApiProperty({ ...FIELD_SCHEMAS.username, example: 'ada_renamed', description: 'Letters, digits and underscores, kept as typed; unique without regard to case.' })
  @Field({ description: 'Letters, digits and underscores; at least 3 characters.' })
  @IsString()
  username: string;
}

@ObjectType({ description: 'A username changed.' })
export class UsernameChange {
  @Field({ description: 'The username from now on.' })
  username: string;

  @Field({ description: 'What to tell the person.' })
  message: string;
}
