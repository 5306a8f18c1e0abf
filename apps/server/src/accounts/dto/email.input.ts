import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

/** Body of the REST calls that take only an e-mail address (resend verification, reset request). */
export class EmailInput {
  @ApiProperty({ ...FIELD_SCHEMAS.email, description: 'Trimmed before it is checked.' })
  @IsString()
  email: string;
}
