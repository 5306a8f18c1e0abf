import { Field, Float, ObjectType, registerEnumType } from '@nestjs/graphql';
import { SEARCH_HIT_TYPES, SEARCH_LIMITS, SEARCH_TYPES, type SearchHitType, type SearchType } from '@gatherly/schema';
import { Comment, ContentItem, type Row } from '../content/shared/content.models';
import { Tag } from '../hashtags/hashtag.models';
import type { TagInfo } from '../hashtags/hashtags.service';
import { Person } from '../profiles/profile.models';

export const SearchTypeEnum = Object.fromEntries(SEARCH_TYPES.map((type) => [type, type])) as { [T in SearchType]: T };
registerEnumType(SearchTypeEnum, {
  name: 'SearchType',
  description: 'What a search looks among.',
  valuesMap: {
    all: { description: 'Remarks, posts, events and comments together (the default).' },
    remark: { description: 'Remarks, by their text.' },
    post: { description: "Posts, by their caption and their images' descriptions." },
    event: { description: 'Events, by their name, description and place.' },
    comment: { description: 'Comments, by their text; each comes with the item it is on.' },
    people: { description: 'People, by user name or full name (as searchAccounts).' },
    tag: { description: 'Hashtags starting with the query (# or not, any case or accent), the most used first.' },
  },
});

export const SearchHitTypeEnum = Object.fromEntries(SEARCH_HIT_TYPES.map((type) => [type, type])) as { [T in SearchHitType]: T };
registerEnumType(SearchHitTypeEnum, {
  name: 'SearchHitType',
  description: 'What a search result is: which of its fields is set.',
  valuesMap: {
    remark: { description: 'A remark: `item`.' },
    post: { description: 'A post: `item`.' },
    event: { description: 'An event: `item`.' },
    comment: { description: 'A comment: `comment`, and the `item` it is on.' },
    people: { description: 'A person: `person`.' },
    tag: { description: 'A hashtag: `tag`.' },
  },
});

@ObjectType({ description: 'One search result: `item` for a remark, post or event; `comment` and the `item` it is on for a comment; `person` for people; `tag` for a tag.' })
export class SearchHit {
  @Field(() => SearchHitTypeEnum, { description: 'What was found.' })
  type: SearchHitType;

  @Field(() => Float, { description: 'How well it matches the query (higher is better); results come best first, then newest.' })
  rank: number;

  @Field(() => ContentItem, { nullable: true, description: 'The remark, post or event found, or the one the comment found is on.' })
  item: Row<ContentItem> | null;

  @Field(() => Comment, { nullable: true, description: 'The comment found; null for other results.' })
  comment: Comment | null;

  @Field(() => Person, { nullable: true, description: 'The person found; null for other results.' })
  person: Person | null;

  @Field(() => Tag, { nullable: true, description: 'The tag found; null for other results.' })
  tag: TagInfo | null;
}

@ObjectType({ description: `A page of search results, best first: at most ${SEARCH_LIMITS.pageSize}.` })
export class SearchPage {
  @Field(() => [SearchHit], { description: 'The results of this page.' })
  items: SearchHit[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page.' })
  next_cursor: string | null;
}
