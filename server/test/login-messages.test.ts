// Login messages and folder state (spec 001 §3.3 HtmlMessage, Folder state disableCode and
// loginHtmlMessageId, User config loginMessageId; §7 POST Folder/{uid}/State; 000 §8 "Login 400 with
// folder_disabled"; docs/decisions/100-catalogue-rest.md): a company's messages, written with Edit
// Company; a folder's state, written with Edit Folder; the message a user is shown at sign-in; a
// disabled folder's users cannot sign in and their tokens stop working at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_DISABLED } from '@ullage/domain/messages';
import { DEMO_PASSWORD } from './constants';
import { createTestContext, type TestContext } from './helpers';
import { folderUid, signedIn, type Api } from './shell-helpers';

let t: TestContext;
let admin: Api;
let fuel: Api;
let driver: Api;
let company: number;
let branch: number;
beforeAll(async () => {
  t = await createTestContext();
  admin = await signedIn(t, 'demo-propane');
  fuel = await signedIn(t, 'demo-fuel');
  // A driver of the Northern Wisconsin branch.
  driver = await signedIn(t, 'olarson.propane');
  company = await folderUid(t, 'Propane Distributor');
  branch = await folderUid(t, 'Northern Wisconsin Branch');
});
afterAll(() => t.close());

const winter = {
  label: 'Winter fill reminder',
  subject: 'Winter fill program',
  html: '<p>Book your <b>winter fill</b> before <i>October 1</i>.</p>',
  typeId: 2,
};
const messageRows = async () => (await t.database.pool.query('select count(*)::int as n from html_message')).rows[0].n as number;
const login = (userName: string) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName, password: DEMO_PASSWORD } });

describe('login messages', () => {
  let id: number;

  it('are kept by the company and listed in every folder of it', async () => {
    const res = await admin.post(`/api/Folder/${branch}/HtmlMessage`, winter);
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().id;
    expect(res.json()).toEqual({ id, folderUid: company, ...winter });
    expect((await admin.get(`/api/Folder/${branch}/HtmlMessages`)).json()).toEqual([{ id, folderUid: company, ...winter }]);
    const saved = await admin.put(`/api/HtmlMessage/${id}`, { ...winter, subject: 'Winter fill program 2026' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().subject).toBe('Winter fill program 2026');
  });

  it("refuses a message without a subject with the rule's wording, and saves nothing", async () => {
    const before = await messageRows();
    const res = await admin.post(`/api/Folder/${company}/HtmlMessage`, { ...winter, subject: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ subject: ['Subject: is required'] });
    const type = await admin.post(`/api/Folder/${company}/HtmlMessage`, { ...winter, typeId: 9 });
    expect(type.json().errors).toEqual({ typeId: ['Type: must be Information, Warning or Critical'] });
    expect(await messageRows()).toBe(before);
  });

  it('answers 404 to another company and 403 without Edit Company', async () => {
    const before = await messageRows();
    expect((await fuel.get(`/api/Folder/${branch}/HtmlMessages`)).statusCode).toBe(404);
    expect((await fuel.post(`/api/Folder/${company}/HtmlMessage`, winter)).statusCode).toBe(404);
    expect((await fuel.put(`/api/HtmlMessage/${id}`, winter)).statusCode).toBe(404);
    expect((await fuel.del(`/api/HtmlMessage/${id}`)).statusCode).toBe(404);
    const clerk = await signedIn(t, 'jnowak.propane');
    expect((await clerk.get(`/api/Folder/${company}/HtmlMessages`)).statusCode).toBe(200);
    expect((await clerk.post(`/api/Folder/${company}/HtmlMessage`, winter)).statusCode).toBe(403);
    expect((await clerk.put(`/api/HtmlMessage/${id}`, { ...winter, subject: 'Changed' })).statusCode).toBe(403);
    expect(await messageRows()).toBe(before);
    expect((await admin.get(`/api/Folder/${company}/HtmlMessages`)).json()[0].subject).toBe('Winter fill program 2026');
  });

  it("is shown to a user at sign-in: their folder's, or their own over it", async () => {
    expect((await driver.get('/api/User/LoginMessage')).json()).toEqual({ message: null, notices: [] });
    const state = await admin.post(`/api/Folder/${branch}/State`, { loginHtmlMessageId: id });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toEqual({ disableCode: null, loginHtmlMessageId: id });
    expect((await admin.get(`/api/Folder/${branch}`)).json().state).toEqual({ disableCode: null, loginHtmlMessageId: id });
    // Below the branch: shown. At the company (above it): not.
    expect((await driver.get('/api/User/LoginMessage')).json().message).toMatchObject({ id, subject: 'Winter fill program 2026' });
    expect((await admin.get('/api/User/LoginMessage')).json()).toEqual({ message: null, notices: [] });

    // The user's own message wins over the folder's.
    const own = (await admin.post(`/api/Folder/${company}/HtmlMessage`, { ...winter, label: 'Driver notice', subject: 'Safety' })).json();
    await t.database.pool.query(
      `update app_user set config = config || jsonb_build_object('loginMessageId', $1::int) where user_name = 'olarson.propane'`,
      [own.id],
    );
    expect((await driver.get('/api/User/LoginMessage')).json().message).toMatchObject({ id: own.id, subject: 'Safety' });
    await admin.del(`/api/HtmlMessage/${own.id}`);
    expect((await driver.get('/api/User/LoginMessage')).json().message).toMatchObject({ id });
  });

  it("refuses another company's message for a folder's state", async () => {
    const fuelCompany = await folderUid(t, 'Fuel Distributor');
    const theirs = (await fuel.post(`/api/Folder/${fuelCompany}/HtmlMessage`, winter)).json();
    const res = await admin.post(`/api/Folder/${branch}/State`, { loginHtmlMessageId: theirs.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Login Message: is not one of this company's messages");
    expect((await admin.get(`/api/Folder/${branch}`)).json().state.loginHtmlMessageId).toBe(id);
  });

  it('is shown by no folder once deleted', async () => {
    expect((await admin.del(`/api/HtmlMessage/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/Folder/${branch}`)).json().state.loginHtmlMessageId).toBeNull();
    expect((await driver.get('/api/User/LoginMessage')).json()).toEqual({ message: null, notices: [] });
  });
});

describe('Folder/{uid}/State disableCode', () => {
  it("stops the folder's users signing in, and their tokens, until it is cleared", async () => {
    const off = await admin.post(`/api/Folder/${branch}/State`, { disableCode: 1 });
    expect(off.statusCode, off.body).toBe(200);
    const refused = await login('olarson.propane');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'folder_disabled', error_description: FOLDER_DISABLED });
    expect((await driver.get('/api/User/LoginMessage')).statusCode).toBe(401);
    // Users above the folder are not affected.
    expect((await login('demo-propane')).statusCode).toBe(200);

    expect((await admin.post(`/api/Folder/${branch}/State`, { disableCode: null })).statusCode).toBe(200);
    expect((await login('olarson.propane')).statusCode).toBe(200);
  });

  it('cannot disable the folder the caller signs in to; needs Edit Folder; 404 for another company', async () => {
    const own = await admin.post(`/api/Folder/${company}/State`, { disableCode: 1 });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toEqual({ disableCode: ['Disable Code: you cannot disable the folder you sign in to'] });
    const technician = await signedIn(t, 'bzastrow.propane');
    expect((await technician.post(`/api/Folder/${branch}/State`, { disableCode: 1 })).statusCode).toBe(403);
    expect((await fuel.post(`/api/Folder/${branch}/State`, { disableCode: 1 })).statusCode).toBe(404);
    const bad = await admin.post(`/api/Folder/${branch}/State`, { disableCode: 0 });
    expect(bad.json().errors).toEqual({ disableCode: ['Disable Code: must be greater than 0'] });
    const { rows } = await t.database.pool.query('select disable_code from folder where uid = any($1::bigint[])', [[company, branch]]);
    expect(rows.map((r) => r.disable_code)).toEqual([null, null]);
  });
});
