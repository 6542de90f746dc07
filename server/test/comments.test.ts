// spec 001 §7 Entity comments and CommentsWatch over HTTP (docs/decisions/082): external and
// internal comments (internal only with View RMA Internal Comments, 33: hidden from others, refused
// to them), deleting (author, or one who may edit the entity), watching, and the watchers' emails
// through the job queue and the outbox (only to those who may read the comment); another company's
// entity answers 404.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommentType, type CommentDto } from '@ullage/domain/collaboration/comments-api';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, type DemoTank } from './support';

type Api = ReturnType<typeof client>;
let t: TestContext;
let admin: Api;
let manager: Api;
let office: Api;
let tank: DemoTank;

async function mailTo(recipient: string, subject: string) {
  const { rows } = await t.database.pool.query<{ subject: string; body: string }>(
    `select subject, body from outbox_message where recipient = $1 and subject = $2`,
    [recipient, subject],
  );
  return rows;
}
async function commentRows(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from entity_comment where not deleted');
  return rows[0]!.n;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  // Manager: no View RMA Internal Comments (33); Office and Billing: no Edit Asset Information (22).
  manager = client(t, await t.login('dhanson.propane'));
  office = client(t, await t.login('jnowak.propane'));
  tank = await demoTank(t, COMPANIES.propane, 4);
});
afterAll(() => t.close());

describe('comments', () => {
  it('are external for everyone who reads the entity and internal only with permission 33', async () => {
    const ext = await admin.post('/api/Entity/Comment', {
      entityUid: tank.assetUid,
      comment: 'Gate code is 4411',
      commentTypeId: CommentType.External,
    });
    expect(ext.statusCode, ext.body).toBe(200);
    expect(ext.json()).toMatchObject({
      entityUid: tank.assetUid,
      comment: 'Gate code is 4411',
      commentTypeId: 1,
      userName: 'demo-propane',
      deleted: false,
    });
    const int = await admin.post('/api/Entity/Comment', {
      entityUid: tank.assetUid,
      comment: 'Customer is 60 days late paying',
      commentTypeId: CommentType.Internal,
    });
    expect(int.statusCode, int.body).toBe(200);

    const mine = (await admin.get(`/api/Entity/${tank.assetUid}/Comments`)).json<CommentDto[]>();
    expect(mine.map((c) => c.comment)).toEqual(['Gate code is 4411', 'Customer is 60 days late paying']);
    const theirs = await manager.get(`/api/Entity/${tank.assetUid}/Comments`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<CommentDto[]>().map((c) => c.comment)).toEqual(['Gate code is 4411']);
    expect(theirs.body).not.toContain('60 days');

    // Without 33 an internal comment cannot be written, nor deleted (it does not exist for them).
    const before = await commentRows();
    const refused = await manager.post('/api/Entity/Comment', {
      entityUid: tank.assetUid,
      comment: 'Sneaky',
      commentTypeId: CommentType.Internal,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Internal comments need View RMA Internal Comments (33).');
    const hidden = await manager.delete(`/api/Entity/Comment/${int.json().id}`);
    expect(hidden.statusCode).toBe(404);
    expect(await commentRows()).toBe(before);
  });

  it("refuse an empty or unknown-type comment with the field's message", async () => {
    const empty = await admin.post('/api/Entity/Comment', { entityUid: tank.assetUid, comment: '   ', commentTypeId: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.comment).toEqual(['Comment: is required']);
    const odd = await admin.post('/api/Entity/Comment', { entityUid: tank.assetUid, comment: 'x', commentTypeId: 3 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors.commentTypeId).toEqual(['Comment Type: must be External or Internal']);
  });

  it('are deleted by their author or one who may edit the entity, not by others', async () => {
    const byOffice = (await office.post('/api/Entity/Comment', { entityUid: tank.assetUid, comment: 'Invoice sent' })).json<CommentDto>();
    const byAdmin = (await admin.post('/api/Entity/Comment', { entityUid: tank.assetUid, comment: 'Meter swapped' })).json<CommentDto>();
    expect((await office.delete(`/api/Entity/Comment/${byAdmin.id}`)).statusCode).toBe(403);
    expect((await office.delete(`/api/Entity/Comment/${byOffice.id}`)).json()).toEqual({ id: byOffice.id, deleted: true });
    // The manager may edit the tank's information (22): he deletes another's comment.
    expect((await manager.delete(`/api/Entity/Comment/${byAdmin.id}`)).statusCode).toBe(200);
    const left = (await admin.get(`/api/Entity/${tank.assetUid}/Comments`)).json<CommentDto[]>().map((c) => c.id);
    expect(left).not.toContain(byOffice.id);
    expect(left).not.toContain(byAdmin.id);
  });

  it('email their watchers through the job queue, each a comment they may read, never its author', async () => {
    const asset = tank.assetUid;
    expect((await manager.get(`/api/Entity/${asset}/CommentsWatch`)).json()).toEqual({ entityUid: asset, watching: false });
    expect((await manager.put(`/api/Entity/${asset}/CommentsWatch`)).json()).toEqual({ entityUid: asset, watching: true });
    expect((await manager.get(`/api/Entity/${asset}/CommentsWatch`)).json()).toEqual({ entityUid: asset, watching: true });
    await office.put(`/api/Entity/${asset}/CommentsWatch`);
    await admin.put(`/api/Entity/${asset}/CommentsWatch`);
    const label = (await t.database.pool.query<{ label: string }>('select label from entity where uid = $1', [asset])).rows[0]!.label;

    await admin.post('/api/Entity/Comment', { entityUid: asset, comment: 'Refill scheduled Friday', commentTypeId: 1 });
    await admin.post('/api/Entity/Comment', { entityUid: asset, comment: 'Credit hold', commentTypeId: 2 });
    const subject = `New comment on ${label}`;
    await vi.waitFor(
      async () => {
        expect(await mailTo('dale.hanson@greatlakespropane.example', subject)).toHaveLength(1);
        expect(await mailTo('jill.nowak@greatlakespropane.example', subject)).toHaveLength(1);
      },
      { timeout: 15_000, interval: 200 },
    );
    const [mail] = await mailTo('dale.hanson@greatlakespropane.example', subject);
    expect(mail!.body).toContain('demo-propane commented on');
    expect(mail!.body).toContain('Refill scheduled Friday');
    // Let the internal comment's job run: nobody without 33 hears of it, and the author is not told.
    await office.post('/api/Entity/Comment', { entityUid: asset, comment: 'Marker', commentTypeId: 1 });
    await vi.waitFor(async () => expect(await mailTo('dale.hanson@greatlakespropane.example', subject)).toHaveLength(2), {
      timeout: 15_000,
      interval: 200,
    });
    expect(await mailTo('dale.hanson@greatlakespropane.example', `New internal comment on ${label}`)).toEqual([]);
    expect(await mailTo('jill.nowak@greatlakespropane.example', `New internal comment on ${label}`)).toEqual([]);
    expect(await mailTo('demo.propane@greatlakespropane.example', subject)).toHaveLength(1);

    expect((await manager.delete(`/api/Entity/${asset}/CommentsWatch`)).json()).toEqual({ entityUid: asset, watching: false });
  });

  it("answer 404 for another company's entity and comments, changing nothing", async () => {
    const c = (await admin.post('/api/Entity/Comment', { entityUid: tank.assetUid, comment: 'Ours' })).json<CommentDto>();
    const lube = client(t, await t.login('demo-lube'));
    const before = await commentRows();
    for (const res of [
      await lube.get(`/api/Entity/${tank.assetUid}/Comments`),
      await lube.post('/api/Entity/Comment', { entityUid: tank.assetUid, comment: 'Theirs' }),
      await lube.delete(`/api/Entity/Comment/${c.id}`),
      await lube.get(`/api/Entity/${tank.assetUid}/CommentsWatch`),
      await lube.put(`/api/Entity/${tank.assetUid}/CommentsWatch`),
      await lube.delete(`/api/Entity/${tank.assetUid}/CommentsWatch`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await commentRows()).toBe(before);
  });
});
