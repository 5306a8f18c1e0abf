import { Query, Resolver } from '@nestjs/graphql';
import { shippedLanguages } from '@gatherly/schema';
import { Language } from './language.models';

/** The languages on offer; open, as on REST. */
@Resolver()
export class LanguagesResolver {
  @Query(() => [Language], { description: 'The languages Gatherly speaks, English (the reference) first. Open: no sign-in needed.' })
  languages(): Language[] {
    return shippedLanguages();
  }
}
