import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { dataSourceOptions } from './data-source-options';
import { MigrationsRunner } from './migrations.runner';
import { PreparedPool } from './prepared-pool';
import { QueryTiming, QueryTimingModule } from './query-timing';

@Global()
@Module({
  imports: [
    QueryTimingModule,
    TypeOrmModule.forRootAsync({
      imports: [QueryTimingModule],
      inject: [APP_CONFIG, QueryTiming],
      useFactory: (config: AppConfig, queries: QueryTiming) => {
        if (!config.databaseUrl) throw new Error('No database URL: start the embedded database first.');
        const options = dataSourceOptions(config.databaseUrl);
        // Every statement is timed for the metrics, whichever way it is sent. Waiting for a
        // connection and running a statement are bounded (PostgreSQL cancels a statement past its
        // timeout), so that a database that hangs ends its requests in a 503.
        const extra = { ...options.extra, Client: queries.clientClass(), connectionTimeoutMillis: config.databaseTimeoutsMs.connect, statement_timeout: config.databaseTimeoutsMs.statement };
        return { ...options, extra, entities: [], autoLoadEntities: true };
      },
    }),
  ],
  providers: [MigrationsRunner, PreparedPool],
  exports: [PreparedPool],
})
export class DatabaseModule {}
