import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

/** Query string of the REST calls that check a mailed token. */
export class TokenQuery {
  @ApiProperty({ description: 'The token from the mailed link.' })
  @IsString()
  token: string;
}
