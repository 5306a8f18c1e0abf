import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthGuard } from '../accounts/auth.guard';
import { ApiAuth } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { PlaceJson, placeJson } from './place.json';
import { PlacesQuery } from './places.inputs';
import { PlacesService } from './places.service';

@ApiTags('places')
@ApiAuth()
@Controller('api/places')
@UseGuards(AuthGuard)
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get()
  @ApiOperation({ summary: 'Places whose name starts with the query, the most populous first (at most 10), each with its time zone; "Paris, Texas" narrows by region or country.' })
  @ApiSuccess(200, 'The places found, perhaps none.', { places: [PlaceJson] })
  @ApiFailures(400, 401, 403)
  async search(@Query() query: PlacesQuery) {
    return { success: true, data: { places: (await this.places.search(query.query)).map(placeJson) } };
  }
}
