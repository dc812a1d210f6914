import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import type { FieldFault } from '../common/validation/zod-validation.pipe';
import type { CatalogIdo } from '../erp/catalog/catalog-ido';
import { CatalogService } from '../erp/catalog/catalog.service';
import { FilterChecker } from '../erp/filter/filter-checker';
import { parseFilter } from '../erp/filter/filter-parser';
import {
  AggregateFunction,
  filterProperties,
  FilterNode,
  OrderTerm,
  stripPositions,
} from '../erp/load-request';
import { parseOrderByText } from '../erp/load-request-text';
import type { QueryPlan, RelationCondition } from '../query/engine/engine.types';
import { QueryVocabularyService } from '../query/query-vocabulary.service';
import type { ParameterValue } from '../reports/report-definition';
import { ReportRegistry } from '../reports/report-registry.service';
import {
  AgentManifest,
  CONDITION,
  DEFAULT_STEP_LIMIT,
  ManifestError,
  ManifestStep,
  VALUE_REF,
} from './agent-manifest';

/** What an agent may read: per IDO (catalog spelling), every property or a list. */
export type AgentScope = Record<string, { ido: string; properties: '*' | string[] }>;

export interface ValueRef {
  step: string;
  fn: AggregateFunction;
  /** Absent for `count` (the step's number of matches). */
  property?: string;
}

export type ComparisonText = '>' | '>=' | '<' | '<=' | '=' | '<>';

export interface CompiledQuery {
  kind: 'query';
  id: string;
  ido: string;
  limit: number;
  /** Output properties, all inside the scope. */
  properties: string[];
  /** NL steps: the question and the plan it was compiled to at deploy. */
  question?: string;
  plan?: QueryPlan;
  /** The plan depends on the day it is read ("due in the next 7 days"): re-read per run. */
  dateSensitive?: boolean;
  /** Structured steps. */
  filter?: FilterNode;
  orderBy?: OrderTerm[];
}

export type CompiledStep =
  | CompiledQuery
  | { kind: 'condition'; text: string; ref: ValueRef; op: ComparisonText; value: number }
  | {
      kind: 'alert';
      from: string;
      severity: 'info' | 'warning' | 'critical';
      message: string;
      maxRecords: number;
    }
  | {
      kind: 'report';
      name: string;
      format: 'csv' | 'json' | 'pdf';
      parameters: Record<string, ParameterValue>;
    }
  | { kind: 'record'; name: string; ref: ValueRef };

export interface CompiledAgent {
  scope: AgentScope;
  steps: CompiledStep[];
}

/** A property an agent step touches, for the scope check. */
interface Touch {
  ido: string;
  property: string;
  /** Where it comes from, for the error message. */
  role: string;
}

/** A day far enough from today that relative dates in a question read differently. */
function shiftedDay(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 400);
  return date.toISOString().slice(0, 10);
}

function sameWithoutDates(a: QueryPlan, b: QueryPlan): boolean {
  const shape = (plan: QueryPlan) =>
    JSON.stringify({ ido: plan.ido, fields: plan.fields, aggregate: plan.aggregate ?? null });
  return shape(a) === shape(b);
}

/**
 * Turns a validated manifest into what runs: every NL step read once by the NL engine into a
 * plan (a step the engine does not understand fails the deploy), structured steps checked
 * against the catalog, and every property any step touches checked against the scope. All
 * faults are collected with their step's path, so a bad manifest is fixed in one round.
 */
@Injectable()
export class AgentCompiler {
  constructor(
    private readonly catalog: CatalogService,
    private readonly vocabulary: QueryVocabularyService,
    private readonly reports: ReportRegistry,
    private readonly clock: Clock,
  ) {}

  async compile(manifest: AgentManifest): Promise<CompiledAgent> {
    const faults: FieldFault[] = [];
    const scope = this.compileScope(manifest, faults);
    const steps: CompiledStep[] = [];
    const queries = new Map<string, CompiledQuery>();
    for (const [index, step] of manifest.steps.entries()) {
      const at = `steps[${index}]`;
      try {
        const compiled = await this.compileStep(step, scope, queries, at, faults);
        if (!compiled) continue;
        if (compiled.kind === 'query') queries.set(compiled.id, compiled);
        steps.push(compiled);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        faults.push({ field: at, message: error.message });
      }
    }
    for (const [index, example] of manifest.examples.entries()) {
      const fault = await this.checkQuestion(example, scope);
      if (fault) faults.push({ field: `examples[${index}]`, message: fault });
    }
    if (faults.length > 0) {
      const summary = faults.map((f) => `${f.field}: ${f.message}`).join('; ');
      throw new ManifestError(
        `agent ${manifest.name} ${manifest.version} does not compile: ${summary}`,
        faults,
      );
    }
    return { scope, steps };
  }

  /**
   * Reads an input question for a run: the plan, or why it cannot be answered within the scope
   * (a purchasing agent is not asked about customers).
   */
  async planQuestion(
    question: string,
    scope: AgentScope,
    minConfidence: number,
    today = this.clock.today(),
  ): Promise<QueryPlan> {
    const engine = await this.vocabulary.engine();
    const outcome = engine.interpret(question, today, minConfidence);
    if (outcome.kind === 'refusal') {
      throw new DomainError(
        ErrorCode.QueryNotUnderstood,
        `question not understood: ${outcome.refusal.message}`,
        {
          reason: outcome.refusal.reason,
          suggestions: outcome.refusal.suggestions,
        },
      );
    }
    const outside = this.outsideScope(outcome.plan, scope);
    if (outside) {
      throw new DomainError(ErrorCode.Forbidden, outside, { reason: 'outside-agent-scope' });
    }
    return this.narrowToScope(outcome.plan, scope);
  }

  private async checkQuestion(question: string, scope: AgentScope): Promise<string | null> {
    try {
      await this.planQuestion(question, scope, 0);
      return null;
    } catch (error) {
      if (error instanceof DomainError) return error.message;
      throw error;
    }
  }

  private compileScope(manifest: AgentManifest, faults: FieldFault[]): AgentScope {
    const scope: AgentScope = {};
    manifest.scope.forEach((entry, index) => {
      const ido = this.catalog.find(entry.ido);
      if (!ido) {
        faults.push({ field: `scope[${index}].ido`, message: `unknown IDO ${entry.ido}` });
        return;
      }
      if (entry.properties === '*') {
        scope[ido.name.toLowerCase()] = { ido: ido.name, properties: '*' };
        return;
      }
      const properties: string[] = [];
      entry.properties.forEach((name, p) => {
        const property = ido.property(name);
        if (!property) {
          faults.push({
            field: `scope[${index}].properties[${p}]`,
            message: `${ido.name} has no property ${name}`,
          });
        } else properties.push(property.name);
      });
      scope[ido.name.toLowerCase()] = { ido: ido.name, properties };
    });
    return scope;
  }

  private async compileStep(
    step: ManifestStep,
    scope: AgentScope,
    queries: ReadonlyMap<string, CompiledQuery>,
    at: string,
    faults: FieldFault[],
  ): Promise<CompiledStep | null> {
    switch (step.kind) {
      case 'ask':
        return this.compileAsk(step.id, step.ask, step.limit, scope, at, faults);
      case 'load':
        return this.compileLoad(step, scope, at, faults);
      case 'condition': {
        const match = CONDITION.exec(step.condition.trim());
        if (!match) {
          faults.push({
            field: `${at}.condition`,
            message: 'write <step>.count > 0 or <step>.sum(Property) >= 1000 (ops > >= < <= = <>)',
          });
          return null;
        }
        const ref = this.valueRef(match[1], scope, queries, `${at}.condition`, faults);
        if (!ref) return null;
        const op =
          ({ '!=': '<>', '==': '=' } as Record<string, ComparisonText>)[match[2]] ??
          (match[2] as ComparisonText);
        return { kind: 'condition', text: step.condition, ref, op, value: Number(match[3]) };
      }
      case 'alert': {
        if (!queries.has(step.alert.from)) {
          faults.push({
            field: `${at}.alert.from`,
            message: `no earlier query step "${step.alert.from}"`,
          });
          return null;
        }
        return { kind: 'alert', ...step.alert };
      }
      case 'report': {
        const definition = this.reports.get(step.report.name);
        const ido = this.catalog.find(definition.source.ido);
        const touched: Touch[] = [];
        const source = definition.source;
        if (source.kind === 'list') {
          for (const p of source.properties)
            touched.push({ ido: source.ido, property: p, role: 'column' });
        } else if (source.kind === 'group') {
          touched.push({ ido: source.ido, property: source.groupBy, role: 'group' });
          for (const m of source.measures) {
            if (m.property)
              touched.push({ ido: source.ido, property: m.property, role: 'measure' });
          }
        }
        const outside = ido ? this.firstOutside(touched, scope) : `unknown IDO ${source.ido}`;
        if (outside) {
          faults.push({
            field: `${at}.report.name`,
            message: `report ${definition.name}: ${outside}`,
          });
          return null;
        }
        const parameters = this.reports.resolveParameters(definition, step.report.parameters);
        return { kind: 'report', name: definition.name, format: step.report.format, parameters };
      }
      case 'record': {
        const ref = this.valueRef(step.record.value, scope, queries, `${at}.record.value`, faults);
        return ref ? { kind: 'record', name: step.record.name, ref } : null;
      }
    }
  }

  private async compileAsk(
    id: string,
    question: string,
    limit: number | undefined,
    scope: AgentScope,
    at: string,
    faults: FieldFault[],
  ): Promise<CompiledQuery | null> {
    const today = this.clock.today();
    let plan: QueryPlan;
    try {
      // A deploy must not depend on the confidence policy of the day; the engine's own
      // refusals (nothing understood) still fail it.
      plan = await this.planQuestion(question, scope, 0, today);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      faults.push({ field: `${at}.ask`, message: error.message });
      return null;
    }
    const later = await this.planQuestion(question, scope, 0, shiftedDay(today)).catch(() => null);
    const dateSensitive =
      !later || JSON.stringify(stripPlan(later)) !== JSON.stringify(stripPlan(plan));
    if (later && dateSensitive && !sameWithoutDates(plan, later)) {
      faults.push({ field: `${at}.ask`, message: 'the question reads differently on other days' });
      return null;
    }
    return {
      kind: 'query',
      id,
      ido: plan.ido,
      limit: Math.min(plan.limit ?? limit ?? DEFAULT_STEP_LIMIT, limit ?? DEFAULT_STEP_LIMIT),
      properties: plan.fields,
      question,
      plan,
      ...(dateSensitive ? { dateSensitive: true } : {}),
    };
  }

  private compileLoad(
    step: Extract<ManifestStep, { kind: 'load' }>,
    scope: AgentScope,
    at: string,
    faults: FieldFault[],
  ): CompiledQuery | null {
    const ido = this.catalog.find(step.load.ido);
    if (!ido) {
      faults.push({ field: `${at}.load.ido`, message: `unknown IDO ${step.load.ido}` });
      return null;
    }
    const touched: Touch[] = [];
    const properties: string[] = [];
    for (const name of step.load.properties ?? this.defaultsInScope(ido, scope)) {
      const property = ido.property(name);
      if (!property) {
        faults.push({
          field: `${at}.load.properties`,
          message: `${ido.name} has no property ${name}`,
        });
        return null;
      }
      properties.push(property.name);
      touched.push({ ido: ido.name, property: property.name, role: 'property' });
    }
    let filter: FilterNode | undefined;
    if (step.load.filter) {
      try {
        filter = new FilterChecker(ido).check(parseFilter(step.load.filter));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        faults.push({ field: `${at}.load.filter`, message: error.message });
        return null;
      }
      for (const p of filterProperties(filter))
        touched.push({ ido: ido.name, property: p, role: 'filter' });
    }
    let orderBy: OrderTerm[] = [];
    try {
      orderBy = parseOrderByText(step.load.orderBy).map((term) => {
        const property = ido.property(term.property);
        if (!property) throw DomainError.validation(`${ido.name} has no property ${term.property}`);
        return { property: property.name, direction: term.direction };
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      faults.push({ field: `${at}.load.orderBy`, message: error.message });
      return null;
    }
    for (const term of orderBy)
      touched.push({ ido: ido.name, property: term.property, role: 'order' });
    const outside = this.firstOutside(touched, scope);
    if (outside) {
      faults.push({ field: `${at}.load`, message: outside });
      return null;
    }
    return {
      kind: 'query',
      id: step.id,
      ido: ido.name,
      limit: step.load.limit ?? DEFAULT_STEP_LIMIT,
      properties,
      ...(filter ? { filter } : {}),
      orderBy,
    };
  }

  private valueRef(
    text: string,
    scope: AgentScope,
    queries: ReadonlyMap<string, CompiledQuery>,
    field: string,
    faults: FieldFault[],
  ): ValueRef | null {
    const match = VALUE_REF.exec(text.trim());
    if (!match) {
      faults.push({ field, message: `"${text}": write <step>.count or <step>.sum(Property)` });
      return null;
    }
    const [, stepName, fn, propertyName] = match;
    const query = queries.get(stepName);
    if (!query) {
      faults.push({ field, message: `no earlier query step "${stepName}"` });
      return null;
    }
    if (fn === 'count') return { step: stepName, fn: 'count' };
    if (!propertyName) {
      faults.push({ field, message: `${fn} needs a property: ${stepName}.${fn}(Property)` });
      return null;
    }
    if (query.plan?.aggregate) {
      faults.push({ field, message: `step "${stepName}" is already an aggregate; use .count` });
      return null;
    }
    const ido = this.catalog.get(query.ido);
    const property = ido.property(propertyName);
    if (!property || (property.type !== 'integer' && property.type !== 'decimal')) {
      faults.push({ field, message: `${ido.name}.${propertyName} is not a numeric property` });
      return null;
    }
    const outside = this.firstOutside(
      [{ ido: ido.name, property: property.name, role: fn }],
      scope,
    );
    if (outside) {
      faults.push({ field, message: outside });
      return null;
    }
    return { step: stepName, fn: fn as AggregateFunction, property: property.name };
  }

  private defaultsInScope(ido: CatalogIdo, scope: AgentScope): string[] {
    return ido.defaultProperties.filter((p) => inScope(scope, ido.name, p));
  }

  /** Cuts the plan's output fields to the scope (other touched properties were checked). */
  private narrowToScope(plan: QueryPlan, scope: AgentScope): QueryPlan {
    if (plan.aggregate) return plan;
    const ido = this.catalog.get(plan.ido);
    const fields = (plan.fields.length > 0 ? plan.fields : ido.defaultProperties).filter((p) =>
      inScope(scope, plan.ido, p),
    );
    return { ...plan, fields };
  }

  /** Why the plan reads outside the scope, or null. Output fields are cut, not refused. */
  private outsideScope(plan: QueryPlan, scope: AgentScope): string | null {
    const touched: Touch[] = [];
    if (!scope[plan.ido.toLowerCase()]) {
      return `the agent's scope does not include ${plan.ido}`;
    }
    if (plan.filter) {
      for (const p of filterProperties(plan.filter))
        touched.push({ ido: plan.ido, property: p, role: 'filter' });
    }
    for (const term of plan.orderBy) {
      touched.push({ ido: plan.ido, property: term.property, role: 'order' });
    }
    if (plan.aggregate) {
      for (const p of plan.aggregate.groupBy)
        touched.push({ ido: plan.ido, property: p, role: 'group' });
      for (const m of plan.aggregate.measures) {
        if (m.property) touched.push({ ido: plan.ido, property: m.property, role: 'measure' });
      }
    }
    const visit = (ido: string, relation: RelationCondition): void => {
      touched.push({ ido, property: relation.property, role: 'relation' });
      const target = relation.target;
      touched.push({ ido: target.ido, property: target.property, role: 'relation' });
      if (target.filter) {
        for (const p of filterProperties(target.filter)) {
          touched.push({ ido: target.ido, property: p, role: 'filter' });
        }
      }
      for (const nested of target.relations) visit(target.ido, nested);
    };
    for (const relation of plan.relations) visit(plan.ido, relation);
    // Aggregate order terms may name a measure's alias rather than a property.
    const aliases = new Set(plan.aggregate?.measures.map((m) => m.as) ?? []);
    return this.firstOutside(
      touched.filter((t) => !aliases.has(t.property)),
      scope,
    );
  }

  private firstOutside(touched: readonly Touch[], scope: AgentScope): string | null {
    for (const t of touched) {
      const entry = scope[t.ido.toLowerCase()];
      if (!entry) return `the agent's scope does not include ${t.ido}`;
      if (!inScope(scope, t.ido, t.property)) {
        return `the agent's scope does not include ${t.ido}.${t.property} (used as ${t.role})`;
      }
    }
    return null;
  }
}

export function inScope(scope: AgentScope, ido: string, property: string): boolean {
  const entry = scope[ido.toLowerCase()];
  if (!entry) return false;
  if (entry.properties === '*') return true;
  const wanted = property.toLowerCase();
  return entry.properties.some((p) => p.toLowerCase() === wanted);
}

function stripPlan(plan: QueryPlan): unknown {
  return {
    ...plan,
    filter: plan.filter ? stripPositions(plan.filter) : undefined,
    confidence: undefined,
    notes: undefined,
    ignored: undefined,
  };
}
