import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

@ObjectType({ description: 'A created account, waiting for e-mail verification.' })
export class SignupPayload {
  @ApiProperty()
  @Field({ description: 'Address the verification mail went to.' })
  email: string;

  @ApiProperty()
  @Field({ description: 'The new user name.' })
  username: string;

  @ApiProperty()
  @Field({ description: 'Text to show the user.' })
  message: string;
}
