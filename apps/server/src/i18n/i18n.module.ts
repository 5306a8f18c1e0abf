import { Module } from '@nestjs/common';
import { LanguagesController } from './languages.controller';
import { LanguagesResolver } from './languages.resolver';

/** The languages Gatherly speaks; each account's choice is kept with its profile settings (profiles/). */
@Module({
  controllers: [LanguagesController],
  providers: [LanguagesResolver],
})
export class I18nModule {}
