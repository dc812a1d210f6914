import { HistoryProjection } from './history-projection';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ErpModule } from '../erp/erp.module';
import { NlQueryRunner } from './nl-query-runner';
import { NlVocabularyRegistry } from './nl-vocabulary-registry';
import { QueriesController } from './queries.controller';
import { QueryHistoryEntity } from './query-history.entity';
import { QueryHistoryService } from './query-history.service';
import { QueryVocabularyService } from './query-vocabulary.service';
import { QueryController } from './query.controller';
import { QueryService } from './query.service';

/**
 * Natural-language queries: the engine (question → load request), POST /api/v1/query, and the
 * query history. Reports and agents run questions through the exported `NlQueryRunner`.
 */
@Module({
  imports: [ErpModule, TypeOrmModule.forFeature([QueryHistoryEntity])],
  controllers: [QueryController, QueriesController],
  providers: [
    QueryVocabularyService,
    NlVocabularyRegistry,
    NlQueryRunner,
    QueryHistoryService,
    QueryService,
    HistoryProjection,
  ],
  // NlVocabularyRegistry: the contribution point extensions add words through.
  exports: [NlQueryRunner, QueryVocabularyService, NlVocabularyRegistry],
})
export class QueryModule {}
