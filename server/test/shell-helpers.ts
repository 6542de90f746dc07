// Helpers for the shell's HTTP tests: a caller bound to a token, and fixtures found in the demo
// world by name (never by hard-coded uid).
import type { InjectOptions } from 'fastify';
import type { TestContext } from './helpers';

export type Api = ReturnType<typeof apiFor>;

export function apiFor(t: TestContext, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => call('GET', url),
    put: (url: string, payload?: unknown) => call('PUT', url, payload ?? {}),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    del: (url: string) => call('DELETE', url),
  };
}

export async function signedIn(t: TestContext, userName: string, password?: string): Promise<Api> {
  return apiFor(t, await t.login(userName, password));
}

async function one<T>(t: TestContext, text: string, values: unknown[]): Promise<T> {
  const { rows } = await t.database.pool.query(text, values);
  if (rows.length === 0) throw new Error(`fixture not found: ${text} ${JSON.stringify(values)}`);
  return rows[0] as T;
}

export async function folderUid(t: TestContext, label: string): Promise<number> {
  return (
    await one<{ uid: number }>(t, 'select f.uid from folder f join entity e on e.uid = f.uid where e.label = $1 order by f.uid limit 1', [
      label,
    ])
  ).uid;
}

export async function userUid(t: TestContext, userName: string): Promise<number> {
  return (await one<{ uid: number }>(t, 'select uid from app_user where user_name = $1', [userName])).uid;
}

/** Site folders (folders holding assets) below `parentLabel`, by uid. */
export async function sitesUnder(t: TestContext, parentLabel: string, count: number): Promise<number[]> {
  const parent = await folderUid(t, parentLabel);
  const { rows } = await t.database.pool.query<{ uid: number }>(
    `select f.uid from folder f where f.parent_uid = $1
       and exists (select 1 from folder_membership m join entity e on e.uid = m.entity_uid where m.folder_uid = f.uid and e.type_id = 10)
     order by f.uid limit $2`,
    [parent, count],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} sites under ${parentLabel}`);
  return rows.map((r) => r.uid);
}

/** An entity of `typeId` standing in folder `folder`. */
export async function memberOf(t: TestContext, folder: number, typeId: number): Promise<{ uid: number; label: string }> {
  return one(
    t,
    `select e.uid, e.label from folder_membership m join entity e on e.uid = m.entity_uid
     where m.folder_uid = $1 and e.type_id = $2 order by e.uid limit 1`,
    [folder, typeId],
  );
}
