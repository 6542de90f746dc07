// The demo world's alert history (issue 15): its 90-day history runs the same processor as live
// ingestion, so the seeded alerts (critical level to Dispatch On Call, theft to Managers) raise and
// clear through it; the past's events are kept but never sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertType } from '@ullage/domain/alerts/alerts';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { createLogger } from '../src/lib/logger';
import { generateDemoHistory } from '../src/simulator/demo-history';
import { createTestContext, type TestContext } from './helpers';
import { client } from './support';

const DAY = 86_400_000;
let t: TestContext;
let devices: number[];

beforeAll(async () => {
  t = await createTestContext();
  // A history for the first 40 monitors of the fuel distributor only: the rest are marked done.
  const { rows } = await t.database.pool.query<{ uid: number }>(
    `select d.uid from device d join folder_membership m on m.entity_uid = d.uid join folder f on f.uid = m.folder_uid
       join entity c on c.uid = f.path[2] and c.label = 'Fuel Distributor'
      where d.parent_device_uid is null and d.simulated order by d.uid limit 40`,
  );
  devices = rows.map((r) => r.uid);
  await t.database.pool.query(
    `insert into demo_history (device_uid) select d.uid from device d where d.parent_device_uid is null and d.simulated and not (d.uid = any($1::bigint[]))`,
    [devices],
  );
});
afterAll(() => t.close());

describe('the demo history', () => {
  it('raises and clears the seeded alerts as its tanks run down and are filled, and queues no message for the past', async () => {
    const result = await generateDemoHistory(t.database.pool, createLogger('silent'), { days: 90 });
    expect(result?.devices).toBe(40);
    const { rows } = await t.database.pool.query<{ type_id: number; state_id: number; n: number; tanks: number }>(
      `select ev.type_id, ev.state_id, count(*)::int as n, count(distinct ev.entity_uid)::int as tanks from alert_event ev group by 1, 2`,
    );
    const of = (type: number, state: number) => rows.find((r) => r.type_id === type && r.state_id === state);
    // Tanks run down to their critical level between deliveries: raised, and cleared by the fill.
    expect(of(AlertType.TankLevelCritical, 1)?.tanks).toBeGreaterThan(5);
    expect(of(AlertType.TankLevelCritical, 2)?.n).toBeGreaterThan(5);
    const { rows: jobs } = await t.database.pool.query(`select count(*)::int as n from pgboss.job where name = 'alert-delivery'`);
    expect(jobs[0].n).toBe(0);
    // A tank's history shows them, worded, to its company.
    const { rows: tank } = await t.database.pool.query<{ entity_uid: number }>(
      `select entity_uid from alert_event where type_id = $1 order by occurred_at limit 1`,
      [AlertType.TankLevelCritical],
    );
    const manager = client(t, await t.login('cpruitt.fuel'));
    const range = `startDate=${toCentralTimestamp(new Date(Date.now() - 91 * DAY))}&endDate=${toCentralTimestamp(new Date())}`;
    const history = (await manager.get(`/api/Entity/${tank[0]?.entity_uid}/Alert/History?${range}`)).json() as {
      typeId: number;
      description: string;
    }[];
    const critical = history.filter((e) => e.typeId === AlertType.TankLevelCritical);
    expect(critical.length).toBeGreaterThan(0);
    expect(critical.at(-1)?.description).toMatch(/^Level [\d.]+% is at or below the critical level \d+%$/);
  });
});
