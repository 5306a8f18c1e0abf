import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { MODERATION_LIMITS } from '@gatherly/schema';

@ObjectType({ description: 'A server of the fediverse this one knows (it has accounts of it here) or blocked.' })
export class KnownServer {
  @ApiProperty({ description: 'Its host, `name[:port]`, as handles `@someone@host` name it.' })
  @Field({ description: 'Its host, `name[:port]`, as handles `@someone@host` name it.' })
  host: string;

  @ApiProperty({ type: 'integer', description: 'Its accounts known here (followed, following, or looked up).' })
  @Field(() => Int, { description: 'Its accounts known here (followed, following, or looked up).' })
  account_count: number;

  @ApiProperty({ description: 'Whether it is blocked: it gets nothing from this server and is heard from no more.' })
  @Field({ description: 'Whether it is blocked: it gets nothing from this server and is heard from no more.' })
  is_blocked: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was blocked; null when it is not.' })
  @Field(() => Date, { nullable: true, description: 'When it was blocked; null when it is not.' })
  blocked_at: Date | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why it was blocked, as the moderation log keeps it; null when it is not.' })
  @Field(() => String, { nullable: true, description: 'Why it was blocked, as the moderation log keeps it; null when it is not.' })
  block_reason: string | null;
}

@ObjectType({ description: 'A page of the servers known here, by host.' })
export class KnownServerPage {
  @Field(() => [KnownServer], { description: `At most ${MODERATION_LIMITS.serversPageSize}, by host.` })
  items: KnownServer[];

  @Field(() => String, { nullable: true, description: 'The host the next page starts after (`after`); null on the last page.' })
  next_cursor: string | null;
}
