import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ContentItem, Media } from '../shared/content.models';

@ObjectType({ implements: () => [ContentItem], description: 'An image gallery with a caption.' })
export class Post extends ContentItem {
  @Field(() => ID, { description: 'The same as id: the name REST gives it.' })
  post_id: string;

  @Field({ description: 'The caption, at most 420 characters.' })
  post_content: string;

  @Field(() => [Media], { description: 'The images in gallery order; the first is the cover.' })
  media: Media[];
}
