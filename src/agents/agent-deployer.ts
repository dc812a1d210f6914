import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CronExpressionParser } from 'cron-parser';
import { Repository } from 'typeorm';
import { Transactions } from '../database/transactions';
import { Clock } from '../common/clock';
import { EventsService } from '../events/events.service';
import { DeployAgentPayload, JobName, JobResults } from '../jobs/job-catalog';
import { JobsService } from '../jobs/jobs.service';
import { AgentCompiler } from './agent-compiler';
import { AgentManifest, ManifestError, validateManifest } from './agent-manifest';
import { AgentEntity, AgentState } from './entities/agent.entity';
import { AgentVersionEntity } from './entities/agent-version.entity';

export function schedulerIdOf(agent: string): string {
  return `agent:${agent}`;
}

/** When a schedule fires next after `from`, or null for a manual agent. */
export function nextRunOf(manifest: AgentManifest, from: Date): string | null {
  if (manifest.trigger.type !== 'schedule') return null;
  return CronExpressionParser.parse(manifest.trigger.cron, {
    tz: manifest.trigger.timezone,
    currentDate: from,
  })
    .next()
    .toISOString();
}

/**
 * The deploy job: compile the stored manifest (every NL step read once), then in one
 * transaction make this version the one in force and the previous one superseded, then register
 * or remove the schedule. A manifest that does not compile changes nothing but its own version
 * row, so there is never a half-deployed agent: the version in force before stays in force.
 */
@Injectable()
export class AgentDeployer implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(AgentDeployer.name);

  constructor(
    private readonly jobs: JobsService,
    private readonly compiler: AgentCompiler,
    private readonly events: EventsService,
    private readonly clock: Clock,
    private readonly transactions: Transactions,
    @InjectRepository(AgentEntity) private readonly agents: Repository<AgentEntity>,
    @InjectRepository(AgentVersionEntity)
    private readonly versions: Repository<AgentVersionEntity>,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.DeployAgent, (payload) => this.deploy(payload));
  }

  /**
   * Schedules live in Redis; agents in the database. After a start (or a Redis that lost its
   * data) every deployed agent's schedule is registered again: idempotent, so every daemon may.
   */
  async onApplicationBootstrap(): Promise<void> {
    const agents = await this.agents.find();
    for (const agent of agents) {
      await this.syncSchedule(agent).catch((error: unknown) =>
        this.logger.error(`schedule of agent ${agent.name}: ${String(error)}`),
      );
    }
  }

  async deploy(payload: DeployAgentPayload): Promise<JobResults[JobName.DeployAgent]> {
    const { agent: name, version } = payload;
    const row = await this.versions.findOne({ where: { agent: name, version } });
    if (!row) return { agent: name, version, state: 'failed' };
    if (row.state === 'deployed') {
      // A re-delivered job after the commit: only the schedule may be missing.
      const agent = await this.agents.findOneByOrFail({ name });
      await this.syncSchedule(agent);
      return { agent: name, version, state: 'deployed' };
    }
    const manifest = validateManifest(JSON.parse(row.manifest));
    let compiled;
    try {
      compiled = await this.compiler.compile(manifest);
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
      await this.fail(row, error);
      return { agent: name, version, state: 'failed' };
    }
    const now = this.clock.now();
    await this.transactions.run(async (manager) => {
      await manager.update(
        AgentVersionEntity,
        { agent: name, state: 'deployed' },
        { state: 'superseded' },
      );
      await manager.update(
        AgentVersionEntity,
        { id: row.id },
        { state: 'deployed', compiled: JSON.stringify(compiled), errors: null, deployedAt: now },
      );
      await manager.update(
        AgentEntity,
        { name },
        {
          state: manifest.enabled ? 'deployed' : 'disabled',
          activeVersion: version,
          pendingVersion: null,
          lastError: null,
        },
      );
    });
    const agent = await this.agents.findOneByOrFail({ name });
    await this.syncSchedule(agent);
    await this.events.publish('agents', 'agent.deployed', {
      agent: name,
      version,
      state: agent.state,
      trigger: manifest.trigger,
      nextRunAt: manifest.enabled ? nextRunOf(manifest, now) : null,
    });
    return { agent: name, version, state: 'deployed' };
  }

  /** Registers the schedule of the version in force, or removes it. */
  async syncSchedule(agent: AgentEntity): Promise<void> {
    const manifest = await this.activeManifest(agent);
    const id = schedulerIdOf(agent.name);
    if (
      !manifest ||
      !agent.activeVersion ||
      manifest.trigger.type !== 'schedule' ||
      !manifest.enabled
    ) {
      await this.jobs.removeSchedule(JobName.RunAgent, id);
      return;
    }
    await this.jobs.upsertSchedule(
      id,
      { pattern: manifest.trigger.cron, timezone: manifest.trigger.timezone },
      JobName.RunAgent,
      { agent: agent.name, version: agent.activeVersion, trigger: 'schedule' },
    );
  }

  async activeManifest(agent: AgentEntity): Promise<AgentManifest | null> {
    if (!agent.activeVersion) return null;
    const row = await this.versions.findOne({
      where: { agent: agent.name, version: agent.activeVersion },
    });
    return row ? (JSON.parse(row.manifest) as AgentManifest) : null;
  }

  private async fail(row: AgentVersionEntity, error: ManifestError): Promise<void> {
    const agent = await this.agents.findOneByOrFail({ name: row.agent });
    const active = await this.activeManifest(agent);
    const state: AgentState = active ? (active.enabled ? 'deployed' : 'disabled') : 'failed';
    const errors = JSON.stringify(error.faults);
    await this.versions.update({ id: row.id }, { state: 'failed', errors });
    await this.agents.update(
      { name: row.agent },
      { state, pendingVersion: null, lastError: errors },
    );
    await this.events.publish('agents', 'agent.deploy_failed', {
      agent: row.agent,
      version: row.version,
      errors: error.faults,
      inForce: agent.activeVersion,
    });
  }
}
