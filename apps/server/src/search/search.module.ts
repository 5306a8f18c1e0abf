import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { SearchController } from './search.controller';
import { SearchResolver } from './search.resolver';
import { SearchService } from './search.service';

/** Search of everything: items and comments by their words, people by name. */
@Module({
  imports: [AccountsModule, ContentModule, ProfilesModule],
  controllers: [SearchController],
  providers: [SearchService, SearchResolver],
})
export class SearchModule {}
