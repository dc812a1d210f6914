import { Injectable } from '@nestjs/common';
import type { Role } from '../auth/capabilities';
import { IdoExecutorService } from '../erp/executor/ido-executor.service';
import type { IdoMetadata } from '../erp/executor/ido-metadata';
import { parseFilter } from '../erp/filter/filter-parser';
import type { LoadResult } from '../erp/load-request';
import { parseOrderByText, parsePropertiesText } from '../erp/load-request-text';
import type { IdoLoadQueryDto, IdoSummary } from './ido.dto';

/** Turns the SPEC §6 query parameters into a load request for the executor. */
@Injectable()
export class IdoService {
  constructor(private readonly executor: IdoExecutorService) {}

  async list(role: Role): Promise<IdoSummary[]> {
    const idos = await this.executor.visibleIdos(role);
    return idos.map((ido) => ({
      name: ido.name,
      label: ido.label,
      pluralLabel: ido.pluralLabel,
      ...(ido.description ? { description: ido.description } : {}),
      keys: [...ido.keys],
      relations: ido.relations.map((r) => ({ property: r.property, ido: r.targetIdo })),
    }));
  }

  metadata(name: string, role: Role): Promise<IdoMetadata> {
    return this.executor.metadata(name, role);
  }

  async load(
    name: string,
    query: IdoLoadQueryDto,
    role: Role,
  ): Promise<LoadResult & { asOf: string | null }> {
    const filterText = query.filter?.trim();
    const asOf = this.executor.asOf();
    const result = await this.executor.load(
      {
        ido: name,
        properties: parsePropertiesText(query.properties),
        filter: filterText ? parseFilter(query.filter ?? '') : undefined,
        orderBy: parseOrderByText(query.orderby),
        limit: query.recordcap,
        bookmark: query.bookmark || undefined,
        distinct: query.distinct ?? false,
      },
      { role, keys: 'property' },
    );
    return { ...result, asOf };
  }
}
