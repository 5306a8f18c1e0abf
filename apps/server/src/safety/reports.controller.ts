import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { REPORT_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { ReportBody } from './report.inputs';
import { ReportsService } from './reports.service';

/** Reporting an account, an item, a comment or a message to the moderators. */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('api/reports')
@UseGuards(AuthGuard)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @ApiOperation({ summary: 'Report something to the moderators (201); 409 while one\'s earlier report of it is open.' })
  async report(@CurrentViewer() viewer: Viewer, @Body() body: ReportBody) {
    return { success: true, message: REPORT_MESSAGES.sent, data: { report: await this.reports.report(viewer, body ?? {}) } };
  }
}
