import { UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { PLACE_LIMITS } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import { Place } from './place.model';
import { PlacesService, type PlaceRow } from './places.service';

@Resolver(() => Place)
@UseGuards(AuthGuard)
export class PlacesResolver {
  constructor(private readonly gazetteer: PlacesService) {}

  @Query(() => [Place], { description: `Places whose name starts with the query, the most populous first (at most ${PLACE_LIMITS.results}), each with its time zone.` })
  places(
    @Args('query', { description: `The start of a place name (accents and case ignored), optionally followed by ", region or country"; not blank, at most ${PLACE_LIMITS.queryLength} characters.` })
    query: string,
  ): Promise<PlaceRow[]> {
    return this.gazetteer.search(query);
  }
}
