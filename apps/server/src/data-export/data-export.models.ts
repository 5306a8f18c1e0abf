import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DATA_EXPORT_LIMITS, DATA_EXPORT_STATUSES, type DataExportStatus } from '@gatherly/schema';

export const DataExportStatusEnum = Object.fromEntries(DATA_EXPORT_STATUSES.map((status) => [status, status])) as { [S in DataExportStatus]: S };
registerEnumType(DataExportStatusEnum, {
  name: 'DataExportStatus',
  description: 'Where an archive of your data is.',
  valuesMap: {
    pending: { description: 'Asked for and being built; you are notified when it is ready.' },
    ready: { description: 'Built: download it at download_url until expires_at.' },
  },
});

@ObjectType({ description: 'An archive of your data (Settings, Your data).' })
export class DataExport {
  @ApiProperty({ format: 'uuid' })
  @Field(() => ID, { description: 'Its id.' })
  export_id: string;

  @ApiProperty({ enum: DATA_EXPORT_STATUSES, description: 'pending: being built; ready: to download.' })
  @Field(() => DataExportStatusEnum, { description: 'pending: being built; ready: to download.' })
  status: DataExportStatus;

  @ApiProperty({ description: `When it was asked for; another may be asked for ${DATA_EXPORT_LIMITS.intervalDays} days later.` })
  @Field({ description: `When it was asked for; another may be asked for ${DATA_EXPORT_LIMITS.intervalDays} days later.` })
  requested_at: Date;

  @ApiProperty({ type: Date, nullable: true, description: 'When it was ready; null while pending.' })
  @Field(() => Date, { nullable: true, description: 'When it was ready; null while pending.' })
  ready_at: Date | null;

  @ApiProperty({ type: Date, nullable: true, description: `When it and its download address expire (${DATA_EXPORT_LIMITS.keepDays} days after it was ready); null while pending.` })
  @Field(() => Date, { nullable: true, description: `When it and its download address expire (${DATA_EXPORT_LIMITS.keepDays} days after it was ready); null while pending.` })
  expires_at: Date | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where to download the zip (relative to the server; signed, expiring, and for its owner only: send the same Bearer token). Null while pending.',
  })
  @Field(() => String, { nullable: true, description: 'Where to download the zip (relative to the server; signed, expiring, and for its owner only: send the same Bearer token). Null while pending.' })
  download_url: string | null;
}
