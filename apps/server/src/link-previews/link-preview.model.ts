import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A preview of the first link of a text, fetched by the server after it was written.' })
export class LinkPreview {
  @Field({ description: 'The link previewed, as the server fetched it (normalised, without its #fragment).' })
  url: string;

  @Field(() => String, { nullable: true, description: 'Title of the page (Open Graph, Twitter card, oEmbed or <title>).' })
  title: string | null;

  @Field(() => String, { nullable: true, description: 'Description of the page, plain text.' })
  description: string | null;

  @Field(() => String, { nullable: true, description: "URL of the page's image, re-encoded and served by this app; null when none." })
  image: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the site (og:site_name, else the oEmbed provider or author), else its host.' })
  site_name: string | null;
}
