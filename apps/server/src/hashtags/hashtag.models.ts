import { Field, Int, ObjectType } from '@nestjs/graphql';
import { HASHTAG_LIMITS, RICH_TEXT_LIMITS } from '@gatherly/schema';
import { restModel } from '../openapi/rest-model';

@ObjectType({ description: 'A hashtag: the remarks, posts and events whose texts carry #name.' })
export class Tag {
  @Field({ description: `The tag in its normal form (lower case, Latin, Greek and Cyrillic accents folded), without '#'; at most ${RICH_TEXT_LIMITS.hashtagMaxLength} characters as written.` })
  name: string;

  @Field(() => Int, { description: 'How many items carry it (whoever may see them).' })
  item_count: number;

  @Field({ description: 'Whether the signed-in user follows it (its new items join their home feed).' })
  is_following: boolean;
}

@ObjectType({ description: `A tag among the most used of the last ${HASHTAG_LIMITS.trendingHours} hours.` })
export class TrendingTag {
  @Field({ description: 'The tag in its normal form, without #.' })
  name: string;

  @Field(() => Int, { description: `Items that took it up in the last ${HASHTAG_LIMITS.trendingHours} hours.` })
  count: number;
}

/** A tag as REST answers it. */
export const TagJson = restModel('TagJson', {
  name: { type: String, description: 'The tag in its normal form (lower case, accents folded), without #.' },
  item_count: { type: 'integer', description: 'How many items carry it.' },
  is_following: { type: Boolean, description: 'Whether the caller follows it.' },
});

/** A trending tag as REST answers it. */
export const TrendingTagJson = restModel('TrendingTagJson', {
  name: { type: String, description: 'The tag in its normal form, without #.' },
  count: { type: 'integer', description: `Items that took it up in the last ${HASHTAG_LIMITS.trendingHours} hours.` },
});
