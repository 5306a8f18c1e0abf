import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A place of the world gazetteer (GeoNames), as the place search offers it.' })
export class Place {
  @Field(() => ID, { description: 'The gazetteer id (GeoNames); send it as event_place_id.' })
  place_id: string;

  @Field({ description: 'The place\'s name, as the gazetteer spells it ("Paris").' })
  name: string;

  @Field(() => String, { nullable: true, description: 'Its region (state, province), when the gazetteer names one ("Île-de-France").' })
  region: string | null;

  @Field({ description: 'Its country, in English ("France").' })
  country: string;

  @Field(() => Float, { description: 'Degrees north (−90 to 90).' })
  latitude: number;

  @Field(() => Float, { description: 'Degrees east (−180 to 180).' })
  longitude: number;

  @Field({ description: 'The IANA time zone at the place ("Europe/Paris"): an event there is told in it.' })
  timezone: string;
}

@ObjectType({ description: "Where an event takes place: a gazetteer place, or coordinates named by the gazetteer's nearest place." })
export class EventPlace {
  @Field(() => String, { nullable: true, description: 'The gazetteer id; null when the event was placed by coordinates.' })
  place_id: string | null;

  @Field({ description: 'The place\'s name (for coordinates, the nearest gazetteer place\'s).' })
  name: string;

  @Field(() => String, { nullable: true, description: 'Its region, when the gazetteer names one.' })
  region: string | null;

  @Field({ description: 'Its country, in English.' })
  country: string;

  @Field(() => Float, { description: 'Degrees north of the event itself (−90 to 90).' })
  latitude: number;

  @Field(() => Float, { description: 'Degrees east of the event itself (−180 to 180).' })
  longitude: number;
}
