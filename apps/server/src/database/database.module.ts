import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { dataSourceOptions } from './data-source-options';
import { MigrationsRunner } from './migrations.runner';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('No database URL: start the embedded database first.');
        return { ...dataSourceOptions(config.databaseUrl), entities: [], autoLoadEntities: true };
      },
    }),
  ],
  providers: [MigrationsRunner],
})
export class DatabaseModule {}
