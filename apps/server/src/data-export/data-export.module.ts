import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { CalendarModule } from '../calendar/calendar.module';
import { APP_CONFIG, AppConfig } from '../config/config';
import { ArchiveBuilder } from './archive-builder';
import { ARCHIVE_STORE, ArchiveStore, createArchiveStore } from './archive-store';
import { DataExportController } from './data-export.controller';
import { DataExportEntity } from './data-export.entity';
import { DataExportResolver } from './data-export.resolver';
import { DataExportService } from './data-export.service';
import { DataExportWorker } from './data-export.worker';
import { RestrictedLoginResolver } from './restricted-login.resolver';

/** Take your data: archives of an account's data, asked for, built in the background, downloaded and expired. */
@Module({
  imports: [AccountsModule, CalendarModule, TypeOrmModule.forFeature([DataExportEntity])],
  controllers: [DataExportController],
  providers: [
    { provide: ARCHIVE_STORE, useFactory: (config: AppConfig) => createArchiveStore(config), inject: [APP_CONFIG] },
    ArchiveBuilder,
    DataExportService,
    DataExportWorker,
    DataExportResolver,
    RestrictedLoginResolver,
  ],
  // An account's deletion removes its archives from the store.
  exports: [ARCHIVE_STORE],
})
export class DataExportModule implements OnApplicationShutdown {
  constructor(@Inject(ARCHIVE_STORE) private readonly store: ArchiveStore) {}

  onApplicationShutdown(): void {
    this.store.close?.();
  }
}
