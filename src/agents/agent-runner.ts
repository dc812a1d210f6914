import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { Role, ROLES } from '../auth/capabilities';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { ERROR_STATUS } from '../common/errors/error-code';
import { AppConfig } from '../config/app-config';
import { IdoExecutorService } from '../erp/executor/ido-executor.service';
import { LoadRequest } from '../erp/load-request';
import { KeptResult, KeptValue, keepResult, ResultProjector } from '../erp/policy/result-projector';
import { EventsService } from '../events/events.service';
import { JobContext, JobName, JobResults, RunAgentPayload } from '../jobs/job-catalog';
import { JobsService } from '../jobs/jobs.service';
import { PoliciesService } from '../policies/policies.service';
import { NlQueryRunner } from '../query/nl-query-runner';
import { AgentCompiler, CompiledAgent, CompiledQuery, ValueRef } from './agent-compiler';
import { AgentRunResult } from './agent-run-result';
import { AgentEntity } from './entities/agent.entity';
import { AgentRunEntity, AgentRunOutcome } from './entities/agent-run.entity';
import { AgentVersionEntity } from './entities/agent-version.entity';

type RunSummary = JobResults[JobName.RunAgent];

interface StepState {
  query: CompiledQuery;
  request: LoadRequest;
  result: KeptResult;
}

/** Reports an agent produces are rendered with the lowest role that may see agent output. */
const AGENT_REPORT_ROLE = Role.Viewer;

function compare(a: number, op: string, b: number): boolean {
  switch (op) {
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '=':
      return a === b;
    default:
      return a !== b;
  }
}

/**
 * The run job: every step of the compiled agent in order, each read through the executor
 * (the one data path) without a role, kept with the properties any role's row filter needs so
 * that every reader later sees the records through their own policies. A false condition ends
 * the run quietly. Alerts are raised after all steps have run and before the run is marked
 * complete, so a crash in between repeats an alert rather than losing it.
 */
@Injectable()
export class AgentRunner implements OnModuleInit {
  private readonly logger = new Logger(AgentRunner.name);

  constructor(
    private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly executor: IdoExecutorService,
    private readonly nl: NlQueryRunner,
    private readonly compiler: AgentCompiler,
    private readonly projector: ResultProjector,
    private readonly policies: PoliciesService,
    private readonly events: EventsService,
    private readonly clock: Clock,
    @InjectRepository(AgentEntity) private readonly agents: Repository<AgentEntity>,
    @InjectRepository(AgentVersionEntity)
    private readonly versions: Repository<AgentVersionEntity>,
    @InjectRepository(AgentRunEntity) private readonly runs: Repository<AgentRunEntity>,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.RunAgent, (payload, context) => this.run(payload, context));
  }

  async run(payload: RunAgentPayload, context: JobContext): Promise<RunSummary> {
    const agent = await this.agents.findOne({ where: { name: payload.agent } });
    const version = agent
      ? await this.versions.findOne({ where: { agent: payload.agent, version: payload.version } })
      : null;
    if (!agent || !version?.compiled) {
      // Undeployed (or superseded and removed) while the job waited: nothing to run.
      this.logger.warn(`run of ${payload.agent} ${payload.version} skipped: not deployed`);
      return { agent: payload.agent, runId: payload.runId ?? '', outcome: 'failed', alerts: 0 };
    }
    const run = await this.runRow(payload, context);
    if (run.status === 'completed' || run.status === 'failed') return this.summary(run);
    await this.runs.update(
      { id: run.id },
      { status: 'running', startedAt: this.clock.now(), failureReason: null },
    );
    const compiled = JSON.parse(version.compiled) as CompiledAgent;
    let result: AgentRunResult;
    try {
      result = await this.execute(compiled, payload, context);
    } catch (error) {
      const deterministic = error instanceof DomainError && ERROR_STATUS[error.code] < 500;
      if (!deterministic && context.attempt < this.config.jobs.attempts) throw error;
      await this.finish(run, payload, 'failed', null, errorText(error));
      if (deterministic) return this.summary(await this.runs.findOneByOrFail({ id: run.id }));
      throw error;
    }
    for (const alert of result.alerts) {
      await this.events.publish('agents', 'agent.alert', {
        agent: payload.agent,
        version: payload.version,
        runId: run.id,
        from: alert.from,
        severity: alert.severity,
        messageTemplate: alert.messageTemplate,
        matches: alert.matches,
      });
    }
    const outcome: AgentRunOutcome =
      result.alerts.length > 0 ? 'alert' : result.stoppedBy ? 'quiet' : 'ok';
    await this.finish(run, payload, outcome, result, null);
    return { agent: payload.agent, runId: run.id, outcome, alerts: result.alerts.length };
  }

  private async execute(
    compiled: CompiledAgent,
    payload: RunAgentPayload,
    context: JobContext,
  ): Promise<AgentRunResult> {
    const result: AgentRunResult = {
      steps: [],
      conditions: [],
      stoppedBy: null,
      values: [],
      alerts: [],
      reports: [],
      answer: null,
    };
    const states = new Map<string, StepState>();
    const total = compiled.steps.length + (payload.input ? 1 : 0);
    let done = 0;
    if (payload.input) {
      const plan = await this.compiler.planQuestion(
        payload.input,
        compiled.scope,
        this.policies.get<number>('query.minConfidence'),
      );
      const limit = Math.min(this.policies.get<number>('query.defaultLimit'), 1000);
      const state = await this.readPlan(
        { kind: 'query', id: 'input', ido: plan.ido, limit, properties: plan.fields, plan },
        compiled,
      );
      result.answer = { question: payload.input, result: state.result };
      await context.progress((++done / total) * 100, { step: 'input' });
    }
    for (const step of compiled.steps) {
      switch (step.kind) {
        case 'query': {
          const state = await this.readPlan(step, compiled);
          states.set(step.id, state);
          result.steps.push({
            id: step.id,
            ido: step.ido,
            ...(step.question ? { question: step.question } : {}),
            result: state.result,
          });
          break;
        }
        case 'condition': {
          const value = await this.value(step.ref, states);
          const passed = value.value !== null && compare(value.value, step.op, step.value);
          result.conditions.push({ condition: step.text, value, passed });
          if (!passed) {
            result.stoppedBy = step.text;
            return result;
          }
          break;
        }
        case 'record':
          result.values.push({ name: step.name, ...(await this.value(step.ref, states)) });
          break;
        case 'alert': {
          const state = states.get(step.from) as StepState;
          result.alerts.push({
            from: step.from,
            severity: step.severity,
            messageTemplate: step.message,
            matches: {
              ...state.result,
              records: state.result.records.slice(0, step.maxRecords),
            },
          });
          break;
        }
        case 'report': {
          // Keyed by run and position, so a retried run does not generate the report twice.
          const { job } = await this.jobs.enqueue(
            JobName.GenerateReport,
            {
              report: step.name,
              parameters: step.parameters,
              format: step.format,
              role: AGENT_REPORT_ROLE,
            },
            {
              userId: null,
              idempotencyKey: `agent:${context.jobId}:${result.reports.length}`,
            },
          );
          result.reports.push({ name: step.name, format: step.format, runId: job.id });
          break;
        }
      }
      await context.progress((++done / total) * 100, { step: step.kind });
    }
    return result;
  }

  /** One query step through the executor, kept with the properties row filters need. */
  private async readPlan(step: CompiledQuery, compiled: CompiledAgent): Promise<StepState> {
    let request: LoadRequest;
    if (step.plan) {
      let plan = step.plan;
      if (step.dateSensitive) {
        // Relative dates ("due in the next 7 days") are read again on the day of the run.
        plan = await this.compiler.planQuestion(step.question as string, compiled.scope, 0);
      }
      ({ request } = await this.nl.loadRequestFor(
        { ...plan, fields: plan.aggregate ? plan.fields : step.properties },
        { limit: step.limit, role: undefined },
      ));
    } else {
      request = {
        ido: step.ido,
        properties: step.properties,
        filter: step.filter,
        orderBy: step.orderBy,
        limit: step.limit,
      };
    }
    if (request.aggregate) {
      const loaded = await this.executor.load(request);
      return { query: step, request, result: { ...keepResult(loaded), aggregate: true } };
    }
    const output = [...(request.properties as readonly string[])];
    const needed = await this.projector.rowFilterProperties(step.ido, ROLES);
    const lower = new Set(output.map((p) => p.toLowerCase()));
    const internal = needed.filter((p) => !lower.has(p.toLowerCase()));
    const loaded = await this.executor.load({ ...request, properties: [...output, ...internal] });
    return { query: step, request, result: keepResult(loaded, new Set(internal)) };
  }

  private async value(ref: ValueRef, states: ReadonlyMap<string, StepState>): Promise<KeptValue> {
    const state = states.get(ref.step) as StepState;
    const ido = state.query.ido;
    if (ref.fn === 'count') return { ido, fn: 'count', value: state.result.count };
    const loaded = await this.executor.load({
      ido,
      filter: state.request.filter,
      aggregate: { groupBy: [], measures: [{ fn: ref.fn, property: ref.property, as: 'value' }] },
    });
    const raw = loaded.records[0]?.value;
    return {
      ido,
      fn: ref.fn,
      property: ref.property,
      value: typeof raw === 'number' ? raw : raw === null || raw === undefined ? null : Number(raw),
    };
  }

  /** The run's row: made at invoke for a manual run; by the first delivery for a scheduled one. */
  private async runRow(payload: RunAgentPayload, context: JobContext): Promise<AgentRunEntity> {
    const jobId = context.jobId;
    const existing = await this.runs.findOne({ where: { jobId } });
    if (existing) return existing;
    const row = this.runs.create({
      id: payload.runId ?? randomUUID(),
      agent: payload.agent,
      version: payload.version,
      trigger: payload.trigger,
      jobId,
      status: 'queued',
      outcome: null,
      input: payload.input ?? null,
      result: null,
      failureReason: null,
      requestedBy: payload.requestedBy ?? null,
      dueAt: context.dueAt,
      startedAt: null,
      finishedAt: null,
    });
    try {
      await this.runs.insert(row);
      return row;
    } catch (error) {
      const raced = await this.runs.findOne({ where: { jobId } });
      if (raced) return raced;
      throw error;
    }
  }

  private async finish(
    run: AgentRunEntity,
    payload: RunAgentPayload,
    outcome: AgentRunOutcome,
    result: AgentRunResult | null,
    failureReason: string | null,
  ): Promise<void> {
    const finishedAt = this.clock.now();
    await this.runs.update(
      { id: run.id },
      {
        status: outcome === 'failed' ? 'failed' : 'completed',
        outcome,
        result: result ? JSON.stringify(result) : null,
        failureReason,
        finishedAt,
      },
    );
    await this.agents.update({ name: payload.agent }, { lastRunId: run.id });
    await this.events.publish('agents', 'agent.run.completed', {
      agent: payload.agent,
      version: payload.version,
      runId: run.id,
      trigger: payload.trigger,
      outcome,
      alerts: result?.alerts.length ?? 0,
      values: result?.values ?? [],
      ...(failureReason ? { reason: failureReason } : {}),
    });
  }

  private summary(run: AgentRunEntity): RunSummary {
    const result = run.result ? (JSON.parse(run.result) as AgentRunResult) : null;
    return {
      agent: run.agent,
      runId: run.id,
      outcome: run.outcome ?? 'failed',
      alerts: result?.alerts.length ?? 0,
    };
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
