import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

/** Body of the REST calls that take only an e-mail address (resend verification, reset request). */
export class EmailInput {
  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  email: string;
}
