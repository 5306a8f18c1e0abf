import { Field, ID, ObjectType } from '@nestjs/graphql';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';
import { restModel } from '../../openapi/rest-model';

@ObjectType({ description: 'An account a text names with @username, stored when the text was written: a rename keeps pointing at the same person.' })
export class Mention {
  @Field(() => ID, { description: 'Id of the account mentioned.' })
  account_id: string;

  @Field({ description: 'Its user name now (a link to the profile shows this name).' })
  username: string;

  @Field({ description: 'The name as the text writes it, after the @ (it may be a name given up since): the part of the text that links to the profile, matched in any case.' })
  written_as: string;
}

/** A mention as REST answers it, in `mentions` of items and comments. */
export const MentionJson = restModel('MentionJson', {
  account_id: FIELD_SCHEMAS.uuid,
  username: { type: String, description: 'User name of the account now.' },
  written_as: { type: String, description: 'The name as the text writes it, after the @, matched in any case (it may be a name given up since).' },
});
