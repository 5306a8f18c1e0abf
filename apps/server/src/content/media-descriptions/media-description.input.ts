import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { MEDIA_LIMITS } from '@gatherly/schema';
import { textOf } from '../../openapi/field-schemas';

/** The body of PATCH /api/media/by-id/:media_id. */
export class MediaAltTextBody {
  @ApiProperty({
    ...textOf(MEDIA_LIMITS.altTextMaxLength),
    description: 'What the image shows, for people who cannot see it; trimmed before it is counted; "" removes it.',
    example: 'A brown dog asleep on a red sofa',
  })
  @IsString()
  alt_text: string;
}
