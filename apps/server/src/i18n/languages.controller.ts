import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { shippedLanguages } from '@gatherly/schema';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { Language } from './language.models';

/** The languages on offer. Open: the login page offers them before anyone signs in. */
@ApiTags('languages')
@Controller('api/i18n')
export class LanguagesController {
  @Get('languages')
  @ApiOperation({ summary: 'The languages Gatherly speaks, English (the reference) first; open.' })
  @ApiSuccess(200, 'The languages.', { languages: [Language] })
  @ApiFailures()
  languages() {
    return { success: true, data: { languages: shippedLanguages() } };
  }
}
