import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ContentItem } from '../shared/content.models';

@ObjectType({ implements: () => [ContentItem], description: 'A short text note.' })
export class Remark extends ContentItem {
  @Field(() => ID, { description: 'The same as id: the name REST gives it.' })
  remark_id: string;

  @Field({ description: 'The text, at most 400 characters.' })
  remark_content: string;
}
