import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { ClusterLock } from './cluster-lock';
import { dataSourceOptions } from './data-source-options';
import { runMigrationsOnce } from './migration-guard';
import { Transactions } from './transactions';

/**
 * The daemon's own state. Entities are registered by their modules (autoLoadEntities). Pending
 * migrations run before any module sees the data source, once across daemons that share it.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config, []),
        autoLoadEntities: true,
      }),
      dataSourceFactory: async (options?: DataSourceOptions) => {
        const dataSource = await new DataSource(options as DataSourceOptions).initialize();
        try {
          await runMigrationsOnce(dataSource, new Logger('Migrations'));
        } catch (error) {
          await dataSource.destroy();
          throw error;
        }
        return dataSource;
      },
    }),
  ],
  providers: [Transactions, ClusterLock],
  exports: [Transactions, ClusterLock],
})
export class DatabaseModule {}
