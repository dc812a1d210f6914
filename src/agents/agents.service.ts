import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { Transactions } from '../database/transactions';
import { Role } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { ProjectedResult, ResultProjector, KeptResult } from '../erp/policy/result-projector';
import { DeployAgentPayload, JobName } from '../jobs/job-catalog';
import { JobsService, requestFingerprint } from '../jobs/jobs.service';
import { PoliciesService } from '../policies/policies.service';
import { AgentCompiler, CompiledAgent } from './agent-compiler';
import { AgentDeployer, nextRunOf, schedulerIdOf } from './agent-deployer';
import {
  AgentManifest,
  checkScheduleInterval,
  ManifestError,
  manifestDocument,
  parseManifestText,
  validateManifest,
} from './agent-manifest';
import { renderAlertMessage } from '../events/event-renderer';
import { AgentRunResult } from './agent-run-result';
import { AgentTemplateRegistry } from '../extensions/agent-templates';
import {
  fromTemplateSchema,
  InvokeAgentDto,
  manifestTextSchema,
  redeploySchema,
} from './agents.dto';
import { AgentEntity } from './entities/agent.entity';
import { AgentRunEntity } from './entities/agent-run.entity';
import { AgentVersionEntity } from './entities/agent-version.entity';

const redeployPipe = new ZodValidationPipe(redeploySchema, 'redeploy request');
const fromTemplatePipe = new ZodValidationPipe(fromTemplateSchema, 'template deploy request');

export interface DeployAccepted {
  agent: string;
  version: string;
  jobId: string;
  state: 'deploying';
}

function projectedStep(result: ProjectedResult) {
  return {
    columns: result.columns.map((c) => c.key),
    count: result.count,
    records: result.records,
    withheld: result.withheld,
  };
}

/**
 * Agents as the API shows them: deploy (a job), invoke (a job), status, runs, undeploy. Runs'
 * records are kept unmasked and shown through the reader's field masks and row filters.
 */
@Injectable()
export class AgentsService {
  constructor(
    private readonly jobs: JobsService,
    private readonly deployer: AgentDeployer,
    private readonly compiler: AgentCompiler,
    private readonly projector: ResultProjector,
    private readonly policies: PoliciesService,
    private readonly clock: Clock,
    private readonly templates: AgentTemplateRegistry,
    private readonly transactions: Transactions,
    @InjectRepository(AgentEntity) private readonly agents: Repository<AgentEntity>,
    @InjectRepository(AgentVersionEntity)
    private readonly versions: Repository<AgentVersionEntity>,
    @InjectRepository(AgentRunEntity) private readonly runs: Repository<AgentRunEntity>,
  ) {}

  /** Reads any accepted body form into a manifest or a redeploy request; 400 with every fault. */
  readDeployBody(body: unknown): AgentManifest | { redeploy: { name: string; version: string } } {
    try {
      if (typeof body === 'string') return validateManifest(parseManifestText(body));
      if (typeof body === 'object' && body !== null && 'redeploy' in body) {
        return redeployPipe.transform(body);
      }
      if (typeof body === 'object' && body !== null && 'template' in body) {
        const { template: name, ...overrides } = fromTemplatePipe.transform(body);
        const template = this.templates.get(name);
        if (!template) throw DomainError.notFound(`agent template ${name}`);
        if (typeof template.manifest !== 'object' || template.manifest === null) {
          throw DomainError.validation(`agent template ${name} is not a manifest`);
        }
        return validateManifest({ ...template.manifest, ...overrides });
      }
      if (typeof body === 'object' && body !== null && 'manifest' in body) {
        const parsed = manifestTextSchema.safeParse(body);
        if (!parsed.success) {
          throw new ManifestError('manifest must be the manifest text (YAML or JSON)', [
            { field: 'manifest', message: 'a string' },
          ]);
        }
        return validateManifest(parseManifestText(parsed.data.manifest));
      }
      return validateManifest(body);
    } catch (error) {
      if (error instanceof ManifestError) throw error.toDomainError();
      throw error;
    }
  }

  async deploy(
    body: unknown,
    principal: Principal,
    idempotencyKey?: string,
  ): Promise<DeployAccepted> {
    const request = this.readDeployBody(body);
    const { name, version } = 'redeploy' in request ? request.redeploy : request;
    const minInterval = this.policies.get<number>('agents.minScheduleInterval');
    if (!('redeploy' in request)) this.checkInterval(request, minInterval);
    if (idempotencyKey) {
      // The same key again: the first deploy, if it was this request (else 422).
      const previous = await this.jobs.findIdempotent(
        principal.userId,
        idempotencyKey,
        requestFingerprint(body),
      );
      if (previous) {
        const payload = JSON.parse(previous.payload) as Partial<DeployAgentPayload>;
        return {
          agent: payload.agent ?? name,
          version: payload.version ?? version,
          jobId: previous.id,
          state: 'deploying',
        };
      }
    }
    const jobId = randomUUID();
    await this.transactions.run(async (manager) => {
      const existing = await manager.findOne(AgentVersionEntity, {
        where: { agent: name, version },
      });
      if ('redeploy' in request) {
        if (!existing || existing.state === 'failed') {
          throw DomainError.notFound(`deployed version ${version} of agent ${name}`);
        }
        if (existing.state !== 'superseded') {
          throw DomainError.conflict(`agent ${name} version ${version} is ${existing.state}`);
        }
        this.checkInterval(validateManifest(JSON.parse(existing.manifest) as unknown), minInterval);
        await manager.update(
          AgentVersionEntity,
          { id: existing.id },
          { state: 'deploying', deployJobId: jobId, deployedBy: principal.userId },
        );
      } else {
        if (existing && existing.state !== 'failed') {
          throw DomainError.conflict(
            `agent ${name} version ${version} exists (${existing.state}); deploy a new version, or redeploy this one with { "redeploy": { "name", "version" } }`,
          );
        }
        if (existing) await manager.delete(AgentVersionEntity, { id: existing.id });
        await manager.insert(AgentVersionEntity, {
          id: randomUUID(),
          agent: name,
          version,
          state: 'deploying',
          manifest: JSON.stringify(manifestDocument(request)),
          compiled: null,
          errors: null,
          deployJobId: jobId,
          deployedBy: principal.userId,
          deployedAt: null,
        });
      }
      const agent = await manager.findOne(AgentEntity, { where: { name } });
      if (agent) {
        await manager.update(
          AgentEntity,
          { name },
          { state: 'deploying', pendingVersion: version },
        );
      } else {
        if ('redeploy' in request) throw DomainError.notFound(`agent ${name}`);
        await manager.insert(AgentEntity, {
          name,
          state: 'deploying',
          activeVersion: null,
          pendingVersion: version,
          lastError: null,
          lastRunId: null,
        });
      }
    });
    const { job } = await this.jobs.enqueue(
      JobName.DeployAgent,
      { agent: name, version },
      { userId: principal.userId, idempotencyKey, jobId, request: body },
    );
    return { agent: name, version, jobId: job.id, state: 'deploying' };
  }

  private checkInterval(manifest: AgentManifest, minSeconds: number): void {
    try {
      checkScheduleInterval(manifest, minSeconds);
    } catch (error) {
      if (error instanceof ManifestError) throw error.toDomainError();
      throw error;
    }
  }

  async list(principal: Principal) {
    const agents = await this.agents.find({ order: { name: 'ASC' } });
    return Promise.all(agents.map((agent) => this.view(agent, principal, false)));
  }

  async get(name: string, principal: Principal) {
    return this.view(await this.require(name), principal, true);
  }

  async invoke(name: string, dto: InvokeAgentDto, principal: Principal, idempotencyKey?: string) {
    const agent = await this.require(name);
    const manifest = await this.deployer.activeManifest(agent);
    if (!manifest || !agent.activeVersion) {
      throw DomainError.conflict(`agent ${name} has no deployed version (state ${agent.state})`);
    }
    if (!manifest.enabled) throw DomainError.conflict(`agent ${name} is disabled`);
    const request = { agent: name, ...dto };
    if (idempotencyKey) {
      // Before a run row is made: the same key again answers with the first run (or 422).
      const previous = await this.jobs.findIdempotent(
        principal.userId,
        idempotencyKey,
        requestFingerprint(request),
      );
      const first = previous ? await this.runs.findOne({ where: { jobId: previous.id } }) : null;
      if (first) return this.runView(first, principal.role);
    }
    if (dto.input) {
      // Answered only within the agent's scope; said now rather than in a failed run.
      const version = await this.versions.findOneByOrFail({
        agent: name,
        version: agent.activeVersion,
      });
      const compiled = JSON.parse(version.compiled as string) as CompiledAgent;
      await this.compiler.planQuestion(
        dto.input,
        compiled.scope,
        this.policies.get<number>('query.minConfidence'),
      );
    }
    const runId = randomUUID();
    await this.runs.insert({
      id: runId,
      agent: name,
      version: agent.activeVersion,
      trigger: 'manual',
      jobId: runId,
      status: 'queued',
      outcome: null,
      input: dto.input ?? null,
      result: null,
      failureReason: null,
      requestedBy: principal.userId,
      dueAt: this.clock.now(),
      startedAt: null,
      finishedAt: null,
    });
    const { job, created } = await this.jobs.enqueue(
      JobName.RunAgent,
      {
        agent: name,
        version: agent.activeVersion,
        trigger: 'manual',
        runId,
        ...(dto.input ? { input: dto.input } : {}),
        requestedBy: principal.userId,
      },
      { userId: principal.userId, idempotencyKey, jobId: runId, request },
    );
    if (!created) {
      await this.runs.delete({ id: runId });
      const first = await this.runs.findOne({ where: { jobId: job.id } });
      if (first) return this.runView(first, principal.role);
    }
    return this.runView(await this.runs.findOneByOrFail({ id: runId }), principal.role);
  }

  async listRuns(name: string, principal: Principal, limit: number) {
    await this.require(name);
    const [rows, count] = await this.runs.findAndCount({
      where: { agent: name },
      order: { createdAt: 'DESC' },
      take: limit,
    });
    return {
      runs: await Promise.all(rows.map((row) => this.runView(row, principal.role))),
      count,
    };
  }

  /** Undeploys: the schedule goes first, then the agent with its versions and runs. */
  async remove(name: string): Promise<void> {
    await this.require(name);
    await this.jobs.removeSchedule(JobName.RunAgent, schedulerIdOf(name));
    await this.transactions.run(async (manager) => {
      await manager.delete(AgentRunEntity, { agent: name });
      await manager.delete(AgentVersionEntity, { agent: name });
      await manager.delete(AgentEntity, { name });
    });
  }

  private async require(name: string): Promise<AgentEntity> {
    const agent = await this.agents.findOne({ where: { name } });
    if (!agent) throw DomainError.notFound(`agent ${name}`);
    return agent;
  }

  private async view(agent: AgentEntity, principal: Principal, detailed: boolean) {
    const manifest = await this.deployer.activeManifest(agent);
    const pending = agent.pendingVersion
      ? await this.versions.findOne({ where: { agent: agent.name, version: agent.pendingVersion } })
      : null;
    const shown = manifest ?? (pending ? (JSON.parse(pending.manifest) as AgentManifest) : null);
    const lastRun = agent.lastRunId
      ? await this.runs.findOne({ where: { id: agent.lastRunId } })
      : null;
    const base = {
      id: agent.name,
      name: agent.name,
      state: agent.state,
      version: agent.activeVersion,
      pendingVersion: agent.pendingVersion,
      description: shown?.description ?? null,
      examples: shown?.examples ?? [],
      trigger: shown?.trigger ?? null,
      scope: shown?.scope ?? [],
      lastRun: lastRun
        ? {
            id: lastRun.id,
            version: lastRun.version,
            trigger: lastRun.trigger,
            status: lastRun.status,
            outcome: lastRun.outcome,
            finishedAt: lastRun.finishedAt?.toISOString() ?? null,
          }
        : null,
      nextRunAt:
        manifest && manifest.enabled && agent.activeVersion
          ? nextRunOf(manifest, this.clock.now())
          : null,
      lastError: agent.lastError ? (JSON.parse(agent.lastError) as unknown) : null,
      createdAt: agent.createdAt.toISOString(),
      updatedAt: agent.updatedAt.toISOString(),
    };
    if (!detailed) return base;
    const versions = await this.versions.find({
      where: { agent: agent.name },
      order: { createdAt: 'DESC' },
    });
    return {
      ...base,
      versions: versions.map((v) => ({
        version: v.version,
        state: v.state,
        deployedAt: v.deployedAt?.toISOString() ?? null,
        createdAt: v.createdAt.toISOString(),
        errors: v.errors ? (JSON.parse(v.errors) as unknown) : null,
      })),
      // The manifest is configuration, not ERP data, but only deployers need all of it.
      ...(principal.role === Role.Admin && manifest ? { manifest } : {}),
    };
  }

  private async runView(row: AgentRunEntity, role: Role) {
    const result = row.result ? (JSON.parse(row.result) as AgentRunResult) : null;
    const project = (kept: KeptResult) => this.projector.project(kept, role);
    return {
      id: row.id,
      agent: row.agent,
      version: row.version,
      trigger: row.trigger,
      status: row.status,
      outcome: row.outcome,
      input: row.input,
      failureReason: row.failureReason,
      dueAt: row.dueAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      result: result
        ? {
            answer: result.answer
              ? {
                  question: result.answer.question,
                  ...projectedStep(await project(result.answer.result)),
                }
              : null,
            steps: await Promise.all(
              result.steps.map(async (step) => ({
                id: step.id,
                ido: step.ido,
                ...(step.question ? { question: step.question } : {}),
                ...projectedStep(await project(step.result)),
              })),
            ),
            conditions: await Promise.all(
              result.conditions.map(async (c) => ({
                condition: c.condition,
                passed: c.passed,
                ...(await this.projector.projectValue(c.value, role)),
              })),
            ),
            stoppedBy: result.stoppedBy,
            values: Object.fromEntries(
              await Promise.all(
                result.values.map(
                  async (v) =>
                    [v.name, (await this.projector.projectValue(v, role)).value] as const,
                ),
              ),
            ),
            alerts: await Promise.all(
              result.alerts.map(async (alert) => {
                const matches = await project(alert.matches);
                return {
                  from: alert.from,
                  severity: alert.severity,
                  message: renderAlertMessage(alert.messageTemplate, {
                    agent: row.agent,
                    count: matches.count,
                  }),
                  count: matches.count,
                  records: matches.records,
                  withheld: matches.withheld,
                };
              }),
            ),
            reports: result.reports.map((r) => ({
              ...r,
              run: `/api/v1/reports/runs/${r.runId}`,
            })),
          }
        : null,
    };
  }
}
