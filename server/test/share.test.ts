// spec 000 §5 recipient search and invitation recipients, §7 Webview/Email/Link and Invitation,
// §8 success texts; mail goes to the outbox (no SMTP_URL in tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { folderUid, memberOf, signedIn, sitesUnder, userUid, type Api } from './shell-helpers';

let t: TestContext;
let propane: Api;
let otherOrg: number;
let site: number;

beforeAll(async () => {
  t = await createTestContext();
  propane = await signedIn(t, 'demo-propane');
  otherOrg = await folderUid(t, 'Central Minnesota Branch');
  site = (await sitesUnder(t, 'Northern Wisconsin Branch', 1))[0]!;
});
afterAll(() => t.close());

const outbox = async () =>
  (
    await t.database.pool.query(
      "select recipient as to_address, subject, body as text_body from outbox_message where channel = 'email' order by id",
    )
  ).rows;
const emailOf = async (userName: string) =>
  (
    await t.database.pool.query(
      "select c.config->>'emailAddress' as e from app_user u join contact c on c.uid = u.contact_uid where u.user_name = $1",
      [userName],
    )
  ).rows[0].e as string;

describe('GET /api/Webview/Email/Recipients', () => {
  it('finds users in scope from three characters, by user name, name or email', async () => {
    const res = await propane.get(`/api/Webview/Email/Recipients?folderUid=${site}&term=kowal`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        userName: 'bkowalski.propane',
        firstName: 'Brenda',
        lastName: 'Kowalski',
        emailAddress: await emailOf('bkowalski.propane'),
      }),
    ]);
    expect((await propane.get(`/api/Webview/Email/Recipients?folderUid=${site}&term=Tom Lind`)).json()[0].userName).toBe(
      'tlindquist.propane',
    );
  });

  it("needs three characters, said the spec's way", async () => {
    const res = await propane.get(`/api/Webview/Email/Recipients?folderUid=${site}&term=ko`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.term).toEqual(['Search term must be at least three characters in length.']);
  });

  it('offers invitations only to users of the folder or the folders above it', async () => {
    const names = async (term: string) =>
      (await propane.get(`/api/Webview/Email/Recipients?folderUid=${site}&term=${term}&invitation=true`))
        .json()
        .map((u: { userName: string }) => u.userName);
    expect(await names('kowalski')).toEqual(['bkowalski.propane']); // in the site's branch
    expect(await names('schultz')).toEqual(['kschultz.propane']); // in the company above it
    expect(await names('lindquist')).toEqual([]); // another branch
    const link = (await propane.get(`/api/Webview/Email/Recipients?folderUid=${site}&term=lindquist`)).json();
    expect(link.map((u: { userName: string }) => u.userName)).toEqual(['tlindquist.propane']);
  });

  it("never offers another company's users", async () => {
    expect((await propane.get(`/api/Webview/Email/Recipients?folderUid=${site}&term=demo-lube`)).json()).toEqual([]);
    const lubeCompany = await folderUid(t, 'Lube Distributor');
    expect((await propane.get(`/api/Webview/Email/Recipients?folderUid=${lubeCompany}&term=demo`)).statusCode).toBe(404);
  });
});

describe('POST /api/Webview/Email/Link', () => {
  it('emails a link to the portal page with the note, through the outbox', async () => {
    const before = (await outbox()).length;
    const res = await propane.post('/api/Webview/Email/Link', {
      recipientUserUid: await userUid(t, 'bkowalski.propane'),
      note: 'Check <this> tank',
      link: `/home?fuid=${site}&uid=${site}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Link sent to user' });
    const mail = (await outbox()).slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0].to_address).toBe(await emailOf('bkowalski.propane'));
    expect(mail[0].subject).toMatch(/shared a link with you$/);
    expect(mail[0].text_body).toContain(`http://localhost/home?fuid=${site}&uid=${site}`);
    expect(mail[0].text_body).toContain('Check <this> tank');
  });

  it('refuses links away from the portal or carrying credentials, and a missing recipient', async () => {
    const recipientUserUid = await userUid(t, 'bkowalski.propane');
    const before = (await outbox()).length;
    for (const [link, message] of [
      ['https://evil.example/login', 'Link: must be a page of this portal'],
      ['//evil.example/x', 'Link: must be a page of this portal'],
      ['/change-password?requestId=abc', 'Link: must not carry a password, token or code'],
      ['/home?token=abc', 'Link: must not carry a password, token or code'],
    ] as const) {
      const res = await propane.post('/api/Webview/Email/Link', { recipientUserUid, link });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().errors.link, link).toEqual([message]);
    }
    const none = await propane.post('/api/Webview/Email/Link', { link: '/home' });
    expect(none.json().errors.recipientUserUid).toEqual(['You must select a recipient']);
    expect((await outbox()).length).toBe(before);
  });

  it("answers 404 for another company's user and sends nothing", async () => {
    const before = (await outbox()).length;
    const res = await propane.post('/api/Webview/Email/Link', { recipientUserUid: await userUid(t, 'demo-lube'), link: '/home' });
    expect(res.statusCode).toBe(404);
    expect((await outbox()).length).toBe(before);
  });
});

describe('POST /api/Webview/Email/Invitation', () => {
  it('invites a user of the folder above to navigate to an asset: an invitation row and an email', async () => {
    const asset = await memberOf(t, site, 10);
    const recipient = await userUid(t, 'kschultz.propane');
    const res = await propane.post('/api/Webview/Email/Invitation', {
      recipientUserUid: recipient,
      note: '',
      uid: asset.uid,
      folderUid: site,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation sent to user' });
    const { rows } = await t.database.pool.query(
      'select type_id, user_uid, uid, folder_uid, webview_path from invitation order by id desc limit 1',
    );
    expect(rows[0]).toEqual({
      type_id: 4,
      user_uid: recipient,
      uid: asset.uid,
      folder_uid: site,
      webview_path: `/home?fuid=${site}&uid=${asset.uid}`,
    });
    const mail = (await outbox()).at(-1);
    expect(mail.subject).toContain(asset.label);
    expect(mail.text_body).toContain(`http://localhost/home?fuid=${site}&uid=${asset.uid}`);
    expect(mail.text_body).not.toMatch(/requestId|token/i);
  });

  it('refuses a recipient outside the folder and the folders above it', async () => {
    const asset = await memberOf(t, site, 10);
    const res = await propane.post('/api/Webview/Email/Invitation', {
      recipientUserUid: await userUid(t, 'tlindquist.propane'),
      uid: asset.uid,
      folderUid: site,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.recipientUserUid).toEqual(['Invitations go only to users of this folder or of the folders above it.']);
  });

  it("answers 404 for another company's entity or folder", async () => {
    const lube = await signedIn(t, 'demo-lube');
    const asset = await memberOf(t, site, 10);
    const res = await lube.post('/api/Webview/Email/Invitation', {
      recipientUserUid: await userUid(t, 'dpark.lube'),
      uid: asset.uid,
      folderUid: site,
    });
    expect(res.statusCode).toBe(404);
    const wrongFolder = await propane.post('/api/Webview/Email/Invitation', {
      recipientUserUid: await userUid(t, 'kschultz.propane'),
      uid: asset.uid,
      folderUid: otherOrg,
    });
    expect(wrongFolder.statusCode).toBe(404);
  });
});
