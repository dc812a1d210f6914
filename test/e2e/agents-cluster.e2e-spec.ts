import { randomBytes } from 'node:crypto';
import { AgentDeployer } from '../../src/agents/agent-deployer';
import { Role } from '../../src/auth/capabilities';
import { createScratchDatabase, postgresSuitesEnabled, ScratchDatabase } from '../support/postgres';
import { startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/ws-client';

const SHARED_REDIS = 'redis://127.0.0.1:6379';

/**
 * Issue 6: "scheduled runs happen once per schedule tick across all daemons sharing a Redis".
 * Two daemons on one PostgreSQL database and one Redis both register the agent's schedule (at
 * deploy on one, at start-up on the other); every tick must make exactly one run.
 */
(postgresSuitesEnabled() ? describe : describe.skip)(
  'agent schedules across two daemons sharing PostgreSQL and Redis',
  () => {
    let db: ScratchDatabase;
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      db = await createScratchDatabase();
      const prefix = `erpc-test-${randomBytes(4).toString('hex')}`;
      const options = {
        env: { ERPC_DATABASE_URL: db.url, ERPC_REDIS_URL: SHARED_REDIS },
        config: { redis: { prefix } },
      };
      // One after the other: the first start runs the migrations and creates the admin. The
      // second shares the first's data directory for its secrets (the signing key): passport's
      // strategy registry is process-wide, so two apps in one process must agree on the key.
      a = await startTestApp(options);
      b = await startTestApp({ ...options, env: { ...options.env, ERPC_DATA_DIR: a.dataDir } });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await db?.drop();
    });

    it('each tick runs once, on one of the daemons', async () => {
      const admin = await a.tokenFor(Role.Admin);
      // Every second, for the test: the default shortest interval is a minute.
      const interval = await a.request('PUT', '/api/v1/policies/agents.minScheduleInterval', {
        token: admin,
        body: { value: 1 },
      });
      expect(interval.status).toBe(200);
      const manifest = {
        name: 'cluster-ticker',
        version: '1.0.0',
        description: 'Counts open purchase orders every second.',
        scope: [{ ido: 'SLPos', properties: ['PoNum', 'Stat'] }],
        trigger: { type: 'schedule', cron: '* * * * * *', timezone: 'UTC' },
        steps: [
          { id: 'open', load: { ido: 'SLPos', filter: "Stat IN ('P','O')", limit: 5 } },
          { record: { name: 'openCount', value: 'open.count' } },
        ],
      };
      const deployed = await a.request('POST', '/api/v1/agents/deploy', {
        token: admin,
        body: manifest,
      });
      expect(deployed.status).toBe(202);
      // The second daemon sees the deployed agent through the shared database.
      const viewerOnB = await b.tokenFor(Role.Viewer);
      await eventually(async () => {
        const agent = await b.request('GET', '/api/v1/agents/cluster-ticker', { token: viewerOnB });
        return agent.body.data?.state === 'deployed' ? true : undefined;
      });
      // As a restarted daemon does, the second registers every deployed schedule again.
      await b.app.get(AgentDeployer).onApplicationBootstrap();
      const runs = await eventually(
        async () => {
          const page = await b.request('GET', '/api/v1/agents/cluster-ticker/runs?limit=100', {
            token: viewerOnB,
          });
          const done = page.body.data.filter((r: { status: string }) => r.status === 'completed');
          return done.length >= 5 ? done : undefined;
        },
        40_000,
        250,
      );
      // Each run is for its own tick (the second it was due), however many daemons scheduled it.
      const ticks = runs.map((r: { dueAt: string }) => r.dueAt);
      expect(new Set(ticks).size).toBe(ticks.length);
      expect(ticks.every((tick: string) => tick.endsWith('.000Z'))).toBe(true);
      expect(runs.every((r: { trigger: string }) => r.trigger === 'schedule')).toBe(true);
      expect(
        (await a.request('DELETE', '/api/v1/agents/cluster-ticker', { token: admin })).status,
      ).toBe(204);
    });
  },
);
