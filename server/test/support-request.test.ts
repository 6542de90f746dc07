// Help > Request Support (spec 000 §2 /help/request-support; issue 19): a signed-in user's request
// is emailed (here: the outbox) to the company's support contact, else the vendor's technical
// support, with who sent it, the company, the folder and the page; a request without a subject is
// refused with the field's message and sends nothing; signed out it is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { VENDOR } from '@ullage/domain/vendor';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank } from './support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const outboxTo = (to: string) => t.app.messenger.outbox({ recipient: to, limit: 10 });

describe('a support request', () => {
  it("goes to the vendor's technical support with the sender's context when the company names no contact", async () => {
    const api = client(t, await t.login('demo-propane'));
    const company = (await demoTank(t, COMPANIES.propane)).companyUid;
    await t.database.pool.query('delete from entity_config where entity_uid = $1 and type_id = $2', [company, ConfigType.Contact]);
    const res = await api.post('/api/Support/Request', {
      subject: 'Tank 12 reads 0%',
      message: 'Since this morning.',
      page: '/asset?uid=12',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sentTo: `${VENDOR.productName} technical support` });
    const [mail] = await outboxTo(VENDOR.support.email);
    expect(mail?.subject).toBe('Support request: Tank 12 reads 0%');
    expect(mail?.body).toContain('Since this morning.');
    expect(mail?.body).toContain('From: demo-propane');
    expect(mail?.body).toContain(`Company: ${COMPANIES.propane}`);
    expect(mail?.body).toContain('Page: https://portal.ullage.test/asset?uid=12');
  });

  it("goes to the company's own support contact when its folder has one", async () => {
    const api = client(t, await t.login('demo-fuel'));
    const company = (await demoTank(t, COMPANIES.fuel)).companyUid;
    await t.database.pool.query(`insert into entity_config (entity_uid, type_id, data) values ($1, $2, $3)`, [
      company,
      ConfigType.Contact,
      JSON.stringify({ firstName: 'Help', lastName: 'Desk', emailAddress: 'helpdesk@fuel.test' }),
    ]);
    const res = await api.post('/api/Support/Request', { subject: 'Invoice', message: 'Where is it?' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sentTo: `${COMPANIES.fuel} support` });
    const [mail] = await outboxTo('helpdesk@fuel.test');
    expect(mail?.body).toContain('From: demo-fuel');
  });

  it('is refused without a subject, or signed out, and sends nothing', async () => {
    const before = (await t.app.messenger.outbox({ limit: 1000 })).length;
    const api = client(t, await t.login('demo-lube'));
    const res = await api.post('/api/Support/Request', { subject: ' ', message: 'x' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Subject: is required');
    const anon = await t.app.inject({ method: 'POST', url: '/api/Support/Request', payload: { subject: 'x', message: 'y' } });
    expect(anon.statusCode).toBe(401);
    expect((await t.app.messenger.outbox({ limit: 1000 })).length).toBe(before);
  });
});
