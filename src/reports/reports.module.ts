import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { ErpModule } from '../erp/erp.module';
import { JobsModule } from '../jobs/jobs.module';
import { ArtifactFiles } from './artifacts/artifact-files';
import { ArtifactRetention } from './artifacts/artifact-retention.service';
import { ArtifactStore } from './artifacts/artifact-store';
import { DatabaseArtifactStore } from './artifacts/database-artifact-store';
import { FileArtifactStore } from './artifacts/file-artifact-store';
import { ReportArtifactEntity } from './artifacts/report-artifact.entity';
import { ReportGenerator } from './report-generator.service';
import { ReportQuota } from './report-quota';
import { ReportRegistry } from './report-registry.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/**
 * Report definitions, runs as jobs, and their artifacts. The artifact store follows the state:
 * the shared PostgreSQL database when there is one (every daemon serves every artifact), files
 * in the data directory for a single daemon on SQLite.
 */
@Module({
  imports: [ErpModule, JobsModule, TypeOrmModule.forFeature([ReportArtifactEntity])],
  controllers: [ReportsController],
  providers: [
    ReportRegistry,
    ReportGenerator,
    ReportsService,
    ArtifactRetention,
    ReportQuota,
    {
      provide: ArtifactStore,
      inject: [AppConfig, DataSource, Clock, getRepositoryToken(ReportArtifactEntity)],
      useFactory: (
        config: AppConfig,
        dataSource: DataSource,
        clock: Clock,
        rows: Repository<ReportArtifactEntity>,
      ): ArtifactStore => {
        const files = new ArtifactFiles(config.dataDir);
        return config.database.url
          ? new DatabaseArtifactStore(rows, files, dataSource, clock)
          : new FileArtifactStore(rows, files, clock);
      },
    },
  ],
  exports: [ReportRegistry, ReportsService, ArtifactStore, ArtifactRetention],
})
export class ReportsModule {}
