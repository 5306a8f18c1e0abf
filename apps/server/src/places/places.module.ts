import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PlacesController } from './places.controller';
import { PlacesResolver } from './places.resolver';
import { PlacesService } from './places.service';

/** The world gazetteer shipped with the app: place search, and the time zone of a point. */
@Module({
  imports: [AccountsModule],
  controllers: [PlacesController],
  providers: [PlacesService, PlacesResolver],
  exports: [PlacesService],
})
export class PlacesModule {}
