import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PoliciesController } from './policies.controller';
import { PoliciesService } from './policies.service';
import { PolicyCatalogValidator } from './policy-catalog-validator';
import { PolicyDataAccessPolicy } from './policy-data-access-policy';
import { PolicyHistoryEntity } from './policy-history.entity';
import { PolicyRecordEntity } from './policy-record.entity';

/** Global: every domain reads policies; none needs to import this module. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([PolicyRecordEntity, PolicyHistoryEntity])],
  controllers: [PoliciesController],
  providers: [PoliciesService, PolicyDataAccessPolicy, PolicyCatalogValidator],
  exports: [PoliciesService, PolicyDataAccessPolicy],
})
export class PoliciesModule {}
