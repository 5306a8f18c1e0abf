import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { REPORT_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { ReportBody } from './report.inputs';
import { Report } from './report.models';
import { ReportsService } from './reports.service';
import { ApiAuth } from '../openapi/openapi-document';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

/** Reporting an account, an item, a comment or a message to the moderators. */
@ApiTags('reports')
@ApiAuth()
@Controller('api/reports')
@UseGuards(AuthGuard)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @ApiOperation({ summary: 'Report something to the moderators (201); 409 while one\'s earlier report of it is open.' })
  @ApiSuccess(201, 'Sent to the moderators.', { report: Report }, { message: true })
  @ApiFailures(400, 401, 403, 404, 409, 413, 415, 429)
  async report(@CurrentViewer() viewer: Viewer, @Body() body: ReportBody, @InLanguage() language: RequestLanguage) {
    return { success: true, message: word(language.answer, REPORT_MESSAGES.sent), data: { report: await this.reports.report(viewer, body ?? {}) } };
  }
}
