import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { BUILTIN_REPORTS } from './builtin-reports';
import {
  ParameterValue,
  ReportDefinition,
  ReportParameter,
  ReportParameterValues,
} from './report-definition';

const RELATIVE_DATE = /^today(?:([+-])(\d{1,4}))?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Report definitions by name: the built-ins, and those extensions add. */
@Injectable()
export class ReportRegistry {
  private readonly definitions = new Map<string, ReportDefinition>();
  private readonly catchUps: Array<() => Promise<void>> = [];

  constructor(private readonly clock: Clock) {
    for (const definition of BUILTIN_REPORTS) this.add({ ...definition, origin: 'builtin' });
  }

  list(): ReportDefinition[] {
    return [...this.definitions.values()];
  }

  get(name: string): ReportDefinition {
    const definition = this.definitions.get(name);
    if (!definition) throw DomainError.notFound(`report "${name}"`);
    return definition;
  }

  /**
   * `catchUp` runs when a name is not known here, before the name is refused: extensions use it
   * to catch up with a definition another daemon added a moment ago.
   */
  onMiss(catchUp: () => Promise<void>): void {
    this.catchUps.push(catchUp);
  }

  /** As `get`, after letting every catch-up run when the name is unknown. */
  async resolve(name: string): Promise<ReportDefinition> {
    if (!this.definitions.has(name)) {
      for (const catchUp of this.catchUps) await catchUp();
    }
    return this.get(name);
  }

  add(definition: ReportDefinition): void {
    if (this.definitions.has(definition.name))
      throw DomainError.conflict(`report "${definition.name}" exists`);
    this.definitions.set(definition.name, definition);
  }

  remove(name: string): void {
    this.definitions.delete(name);
  }

  /** Checks the caller's values against the definition, fills defaults; lists every fault. */
  resolveParameters(
    definition: ReportDefinition,
    given: Record<string, unknown>,
  ): ReportParameterValues {
    const faults: Array<{ field: string; message: string }> = [];
    const known = new Set(definition.parameters.map((p) => p.name));
    for (const name of Object.keys(given)) {
      if (!known.has(name))
        faults.push({ field: `parameters.${name}`, message: 'unknown parameter' });
    }
    const values: ReportParameterValues = {};
    for (const parameter of definition.parameters) {
      const raw = given[parameter.name] ?? parameter.default ?? null;
      try {
        values[parameter.name] = this.coerce(parameter, raw);
      } catch (error) {
        faults.push({ field: `parameters.${parameter.name}`, message: (error as Error).message });
      }
    }
    if (faults.length > 0) {
      throw DomainError.validation(
        `invalid parameters for report "${definition.name}": ${faults.map((f) => `${f.field}: ${f.message}`).join('; ')}`,
        faults,
      );
    }
    return values;
  }

  private coerce(parameter: ReportParameter, raw: unknown): ParameterValue {
    if (raw === null || raw === '') {
      if (parameter.required) throw new Error('required');
      return null;
    }
    switch (parameter.type) {
      case 'number':
      case 'integer': {
        const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
        if (!Number.isFinite(value)) throw new Error('must be a number');
        if (parameter.type === 'integer' && !Number.isInteger(value))
          throw new Error('must be a whole number');
        if (parameter.min !== undefined && value < parameter.min)
          throw new Error(`must be at least ${parameter.min}`);
        if (parameter.max !== undefined && value > parameter.max)
          throw new Error(`must be at most ${parameter.max}`);
        return value;
      }
      case 'date': {
        if (typeof raw !== 'string') throw new Error('must be a date like 2026-03-31 or today-30');
        const relative = RELATIVE_DATE.exec(raw);
        if (relative) {
          const offset = relative[2] ? Number(relative[2]) * (relative[1] === '-' ? -1 : 1) : 0;
          return addDays(this.clock.today(), offset);
        }
        if (!ISO_DATE.test(raw) || Number.isNaN(Date.parse(raw))) {
          throw new Error('must be a date like 2026-03-31 or today-30');
        }
        return raw;
      }
      case 'enum':
        if (typeof raw !== 'string' || !parameter.values?.includes(raw)) {
          throw new Error(`must be one of ${parameter.values?.join(', ')}`);
        }
        return raw;
      case 'string':
        if (typeof raw !== 'string' || raw.length > 200)
          throw new Error('must be text of at most 200 characters');
        return raw;
    }
  }
}
