import { Injectable } from '@nestjs/common';
import type { Role } from '../auth/capabilities';
import { KeptResult, KeptValue, ResultProjector } from '../erp/policy/result-projector';
import { EventMessage } from './event-topics';

/**
 * Events may carry ERP data, kept as read without a role: `matches` (records of one IDO, with
 * the alert text in `messageTemplate`) and `values` (named numbers computed over an IDO). The
 * event log stores them as they are; each socket gets them through its own role's field masks
 * and row filters, so a masked property never reaches a socket that may not see it.
 */
export function renderAlertMessage(
  template: string,
  values: { agent: string; count: number | null },
): string {
  return template
    .replace(/\{agent\}/g, values.agent)
    .replace(/\{count\}/g, values.count === null ? 'some' : String(values.count));
}

function isKeptResult(value: unknown): value is KeptResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as KeptResult).records) &&
    Array.isArray((value as KeptResult).columns)
  );
}

@Injectable()
export class EventRenderer {
  constructor(private readonly projector: ResultProjector) {}

  /** Whether the event's text differs by role. */
  carriesData(event: EventMessage): boolean {
    return 'matches' in event.data || 'values' in event.data;
  }

  async text(event: EventMessage, role: Role): Promise<string> {
    if (!this.carriesData(event)) return JSON.stringify(event);
    return JSON.stringify({ ...event, data: await this.data(event.data, role) });
  }

  private async data(
    source: Record<string, unknown>,
    role: Role,
  ): Promise<Record<string, unknown>> {
    const { matches, values, messageTemplate, ...data } = source;
    if (isKeptResult(matches)) {
      const shown = await this.projector.project(matches, role);
      Object.assign(data, {
        ido: shown.ido,
        count: shown.count,
        columns: shown.columns.map((c) => c.key),
        records: shown.records,
        withheld: shown.withheld,
      });
      if (typeof messageTemplate === 'string') {
        data.message = renderAlertMessage(messageTemplate, {
          agent: typeof data.agent === 'string' ? data.agent : '',
          count: shown.count,
        });
      }
    } else if (matches !== undefined) {
      // Not in the expected shape: never pass it through unprojected.
      data.records = [];
    }
    if (Array.isArray(values)) {
      const out: Record<string, number | null> = {};
      for (const value of values as Array<KeptValue & { name?: string }>) {
        if (typeof value.name !== 'string') continue;
        out[value.name] = (await this.projector.projectValue(value, role)).value;
      }
      data.values = out;
    }
    return data;
  }
}
