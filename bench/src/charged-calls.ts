// Charged calls over a year for 100,000 devices (issue 18 "Done when"; docs/decisions/088 and 099):
// on the 100,000-tank bench world (world/build.ts, built when missing), one billing account of the
// bench company bills 100,000 of its devices. Times the real routes through
// app.inject (routing, token check, caller lookup, validation, SQL, serialisation; no network):
// `Billing/{uid}/Callblock/History/ChargedCalls/Summarized` and `.../ChargedCalls` over the year up
// to the world's last reading, and the company's `Folder/{uid}/CallblockSummary`. Prints a table
// and writes bench/results/charged-calls-<date>.json.
//
// The account is made through `POST Billing` by the bench company's administrator and kept in the
// world (a second run finds it); its devices are put on it with SQL, as a bulk loader would.
//
//   npm run bench:charged-calls -w bench            (RUNS=10 by default)
//   BENCH_WORLD=<prefix> npm run bench:charged-calls -w bench
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { toCentralTimestamp } from '../../domain/src/time-zones';
import { buildApp } from '../../server/src/app';
import { createDatabase } from '../../server/src/db/client';
import { createLogger } from '../../server/src/lib/logger';
import { machine, root, summary, timeRuns } from './support';
import { BENCH_ADMIN, BENCH_PASSWORD, ensureWorld } from './world/build';

const RUNS = Number(process.env.RUNS ?? 10);
const WARMUP = 2;
const GOAL_MS = 1000;
const ACCOUNT_NUMBER = 'BENCH-CHARGED-CALLS';
const DEVICES = 100_000;
const DAY = 86_400_000;

async function main() {
  const world = await ensureWorld({ tanks: 100_000 });
  const raw = new pg.Pool({ connectionString: world.url, max: 2 });
  const database = createDatabase(world.url, 10);
  const app = await buildApp({ database, logger: createLogger('silent'), signingKey: randomBytes(32) });
  try {
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { userName: BENCH_ADMIN, password: BENCH_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`${BENCH_ADMIN} could not sign in: ${login.body.slice(0, 200)}`);
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return res;
    };

    // The account, through the API once; the region's devices on it.
    let accountUid = (await raw.query<{ uid: string }>('select uid from billing_account where account_number = $1', [ACCOUNT_NUMBER]))
      .rows[0]?.uid;
    if (!accountUid) {
      const created = await call('POST', '/api/Billing', {
        folderUid: world.companyUid,
        accountNumber: ACCOUNT_NUMBER,
        name: 'Great Lakes Energy Cooperative (bench)',
      });
      accountUid = String(created.json<{ uid: number }>().uid);
    }
    // 100,000 of the bench company's devices (its monitors and gateways first, then probes).
    await raw.query('delete from device_billing where account_uid = $1', [accountUid]);
    const billed = await raw.query(
      `insert into device_billing (device_uid, account_uid, activation_state, monthly, changed_at)
       select d.uid, $1::bigint, 1, false, now() - interval '400 days'
         from device d
        where exists (select 1 from folder_membership m join folder f on f.uid = m.folder_uid
                       where m.entity_uid = d.uid and not m.is_copy and $2::bigint = any(f.path))
        order by d.parent_device_uid is not null, d.uid limit ${DEVICES}
       on conflict (device_uid) do update set account_uid = excluded.account_uid, monthly = false`,
      [accountUid, world.companyUid],
    );
    const devices = Number(
      (await raw.query<{ n: string }>('select count(*) as n from device_billing where account_uid = $1', [accountUid])).rows[0]!.n,
    );
    await raw.query('analyze device_billing');

    const end = new Date(new Date(world.historyEnd).getTime() + 3_600_000);
    const start = new Date(end.getTime() - 365 * DAY);
    const range = `startDate=${encodeURIComponent(toCentralTimestamp(start))}&endDate=${encodeURIComponent(toCentralTimestamp(end))}`;
    const updates = Number(
      (
        await raw.query<{ n: string }>(
          `select count(*) as n from device_billing b join device_update u on u.device_uid = b.device_uid
            where b.account_uid = $1 and u.reading_time >= $2 and u.reading_time < $3`,
          [accountUid, start.toISOString(), end.toISOString()],
        )
      ).rows[0]!.n,
    );

    const figures: { label: string; p50: number; p95: number; max: number; n: number; bytes: number }[] = [];
    const measure = async (label: string, url: string) => {
      let bytes = 0;
      const s = summary(
        await timeRuns(
          async () => {
            bytes = (await call('GET', url)).rawPayload.length;
          },
          RUNS,
          WARMUP,
        ),
      );
      figures.push({ label, ...s, bytes });
    };
    const summarized = await call('GET', `/api/Billing/${accountUid}/Callblock/History/ChargedCalls/Summarized?${range}`);
    const total = summarized.json<{ total: number }>().total;
    if (total !== updates) throw new Error(`the summary counts ${total} calls, the table holds ${updates}`);
    await measure(
      'ChargedCalls/Summarized, a year (per day)',
      `/api/Billing/${accountUid}/Callblock/History/ChargedCalls/Summarized?${range}`,
    );
    await measure('ChargedCalls, a year (per device)', `/api/Billing/${accountUid}/Callblock/History/ChargedCalls?${range}`);
    await measure('Folder CallblockSummary of the company', `/api/Folder/${world.companyUid}/CallblockSummary`);

    const host = await machine(raw);
    console.log(
      `\n${devices.toLocaleString()} devices on the account (${billed.rowCount} put on it this run); ${updates.toLocaleString()} calls in the year`,
    );
    console.log(
      `${start.toISOString()} .. ${end.toISOString()}; ${RUNS} runs after ${WARMUP} warm-up; load average ${host.loadavg.join(', ')}\n`,
    );
    console.log('| call | p50 ms | p95 ms | max ms | response bytes |');
    console.log('|---|---|---|---|---|');
    for (const f of figures)
      console.log(`| ${f.label} | ${f.p50.toFixed(0)} | ${f.p95.toFixed(0)} | ${f.max.toFixed(0)} | ${f.bytes.toLocaleString()} |`);
    const yearly = figures[0]!;
    console.log(
      `\nGoal: the year summarised in under ${GOAL_MS} ms: ${yearly.p95 < GOAL_MS ? 'met' : 'NOT met'} (p95 ${yearly.p95.toFixed(0)} ms)`,
    );

    const out = path.join(root, 'bench', 'results');
    await mkdir(out, { recursive: true });
    const file = path.join(out, `charged-calls-${new Date().toISOString().slice(0, 16).replace(/:/g, '')}.json`);
    await writeFile(
      file,
      JSON.stringify({ world: world.database, devices, calls: updates, start, end, runs: RUNS, machine: host, figures }, null, 2),
    );
    console.log(`wrote ${path.relative(root, file)}`);
  } finally {
    await app.close();
    await raw.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
