import { UseGuards } from '@nestjs/common';
import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { DATA_EXPORT_LIMITS } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { AllowRestricted } from '../common/auth/allow-restricted';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { DataExport } from './data-export.models';
import { DataExportService } from './data-export.service';

/** The archive of your data over GraphQL, for the person signed in (also while suspended). */
@Resolver()
@UseGuards(AuthGuard)
@AllowRestricted()
export class DataExportResolver {
  constructor(private readonly exports: DataExportService) {}

  @Query(() => DataExport, { nullable: true, description: "The signed-in user's latest archive of their data (pending or ready), or null." })
  dataExport(@CurrentViewer() viewer: Viewer): Promise<DataExport | null> {
    return this.exports.latest(viewer);
  }

  @Mutation(() => DataExport, {
    description: `Asks for an archive of your data, built in the background; you are notified and mailed when it is ready. Once every ${DATA_EXPORT_LIMITS.intervalDays} days: sooner, request/rate_limited says when (extensions.retryAfter).`,
  })
  requestDataExport(@CurrentViewer() viewer: Viewer): Promise<DataExport> {
    return this.exports.request(viewer);
  }
}
