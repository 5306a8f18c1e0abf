import { restModel } from '../openapi/rest-model';

/** A link's preview as REST answers it (`link_preview` of items); the same fields as GraphQL's LinkPreview. */
export const LinkPreviewJson = restModel('LinkPreviewJson', {
  url: { type: String, format: 'uri', description: 'The link previewed, as the server fetched it (normalised, without its #fragment).' },
  title: { type: String, nullable: true, description: 'Title of the page (Open Graph, Twitter card, oEmbed or <title>).' },
  description: { type: String, nullable: true, description: 'Description of the page, plain text.' },
  image: { type: String, nullable: true, description: "URL of the page's image, re-encoded and served by this app; null when none." },
  site_name: { type: String, nullable: true, description: 'Name of the site (og:site_name, else the oEmbed provider or author), else its host.' },
});
