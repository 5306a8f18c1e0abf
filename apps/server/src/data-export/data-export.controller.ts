import { Controller, Get, HttpCode, Param, Post, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { DATA_EXPORT_FILE_NAME, DATA_EXPORT_LIMITS } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { AllowRestricted } from '../common/auth/allow-restricted';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { SECURITY } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';
import { DataExport } from './data-export.models';
import { DataExportService } from './data-export.service';

/** The archive of your data, for the person signed in (also while suspended); a personal access token gets 403. */
@ApiTags('account')
@ApiBearerAuth(SECURITY.session)
@Controller('api/account/export')
@UseGuards(AuthGuard)
@AllowRestricted()
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  @Get()
  @ApiOperation({ summary: 'Your latest archive (pending or ready), or null.' })
  @ApiSuccess(200, 'The latest archive, or null.', { export: orNull(DataExport) })
  @ApiFailures(401, 403)
  async latest(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { export: await this.exports.latest(viewer) } };
  }

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: `Ask for an archive of your data (202): it is built in the background, and you are notified and mailed when it is ready. Once every ${DATA_EXPORT_LIMITS.intervalDays} days: sooner, 429 says when (retry_after, Retry-After).`,
  })
  @ApiSuccess(202, 'Asked for: pending.', { export: DataExport })
  @ApiFailures(401, 403, 429)
  async request(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { export: await this.exports.request(viewer) } };
  }

  @Get(':id/download')
  @ApiProduces('application/zip')
  @ApiOperation({
    summary: "Download a ready archive (a zip) at its download_url: the signed address works for its owner's own session only, until the archive expires.",
  })
  @ApiQuery({ name: 'expires', schema: { type: 'string', pattern: '^[0-9]{1,12}$', example: '1796083200' }, description: 'As download_url gives it: when the address expires, in seconds since the epoch.' })
  @ApiQuery({ name: 'signature', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', example: 'mW2pG7c1u9l0ZbYQk3xN4sT8vR6dE5fH2jK1aL0oP9q' }, description: 'As download_url gives it.' })
  @ApiResponse({ status: 200, description: `The archive (Content-Disposition: attachment; filename="${DATA_EXPORT_FILE_NAME}").`, content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  @ApiFailures(401, 403, 404, 410)
  async download(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Query('expires') expires: unknown, @Query('signature') signature: unknown): Promise<StreamableFile> {
    const archive = await this.exports.download(viewer, id, expires, signature);
    return new StreamableFile(archive.body, { type: 'application/zip', length: archive.size, disposition: `attachment; filename="${DATA_EXPORT_FILE_NAME}"` });
  }
}
