// The Alerts tab against a faked API (issue 15): the entity's alerts with where they stand, Add
// offering only what the entity may carry, the domain's messages before anything is sent, the whole
// set posted on Save, the server's message put on the field it names, and read-only with its reason.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EntityAlert } from '@ullage/domain/alerts/alert-api';
import { Permission } from '@ullage/domain/people/permissions';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallerContext, type Caller } from '../../../lib/caller';
import { SESSION } from '../../../testing/session';
import { AlertsTab } from './alerts-tab';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const status = { raised: false, stateChangedAt: null, lastValue: null, raisedCount: 0, contactGroupLabel: null };
const critical: EntityAlert = {
  id: 11,
  typeId: 6,
  typeName: 'Tank Level Critical',
  contactGroupUid: 501,
  messageId: 0,
  enabled: true,
  ...status,
  raised: true,
  stateChangedAt: '2026-01-05T09:30:00',
  lastValue: 12,
  contactGroupLabel: 'Dispatch On Call',
};

const group = (uid: number, label: string, folderUid: number) => ({
  uid,
  typeId: 27,
  label,
  iconName: 'ContactGroup',
  active: true,
  folderUid,
  config: { label, groupTypeId: 1 },
  unitConfig: SESSION.unitConfig,
  timeZoneConfig: SESSION.timeZoneConfig,
  contactCount: 2,
});

function serve(handlers: Record<string, (init: RequestInit) => Response>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const key = `${init.method ?? 'GET'} ${url.pathname}`;
      calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return handlers[key]?.(init) ?? json(404, { message: 'Not Found' });
    }),
  );
  return calls;
}

const baseHandlers = (alerts: EntityAlert[]) => ({
  'GET /api/Entity/900/Alert': () => json(200, alerts),
  'GET /api/Entity/900/Alert/History': () => json(200, []),
  'GET /api/ContactGroup/ByFolder/1': () => json(200, [group(501, 'Dispatch On Call', 1)]),
  'GET /api/ContactGroup/ByFolder/12': () => json(200, [group(502, 'Drivers North', 12)]),
  'GET /api/Entity/1/Alert': () =>
    json(200, [
      {
        id: 31,
        typeId: 3,
        typeName: 'Low Battery',
        contactGroupUid: 501,
        messageId: 0,
        enabled: true,
        ...status,
        contactGroupLabel: 'Service',
      },
      { id: 32, typeId: 5, typeName: 'Tank Level Warning', contactGroupUid: 0, messageId: 0, enabled: false, ...status },
    ]),
  'GET /api/Entity/12/Alert': () => json(200, []),
  'GET /api/Alert/Message/ByFolder/12': () =>
    json(200, [
      { id: 7, folderUid: 1, kindId: 2, label: 'Short tank note', subject: '{{tank}}', body: '{{tank}}', inherited: true },
      { id: 8, folderUid: 12, kindId: 6, label: 'Cold', subject: '{{value}}', body: '{{value}}', inherited: false },
    ]),
});

function show(permissions: number[], folderReadOnly = false) {
  const caller: Caller = {
    userUid: 42,
    roleRank: 3,
    permissions: new Set(permissions),
    baseFolderUid: 1,
    units: SESSION.unitConfig,
    timeZone: { timeZoneId: 2, observeDst: false },
    userConfig: SESSION.userConfig,
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CallerContext.Provider value={caller}>
          <AlertsTab
            entity={{ uid: 900, typeId: 10, label: 'North 500' }}
            folderUid={12}
            folderPath={[
              { uid: 1, label: 'Acme Propane' },
              { uid: 12, label: 'North Site' },
            ]}
            folderReadOnly={folderReadOnly}
            folderAlertsHref={(f) => `/folder/alerts?fuid=${f}&uid=${f}`}
            geofenceChoices={[{ value: 5001, label: 'North yard' }]}
          />
        </CallerContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Alerts tab', () => {
  it('shows each alert with its group, message and where it stands, offering the messages of its kind', async () => {
    serve(baseHandlers([critical]));
    show([Permission.EditAssetsDevices]);
    const row = await screen.findByRole('region', { name: 'Tank Level Critical' });
    // 9:30 central is 9:30 in Central Standard Time.
    expect(within(row).getByText('Raised since 1/5/2026 9:30 AM')).toBeTruthy();
    const groupSelect = within(row).getByLabelText<HTMLSelectElement>('Contact Group');
    await waitFor(() => expect(groupSelect.value).toBe('501'));
    expect([...groupSelect.options].map((o) => o.text)).toEqual([
      'None (shown in the portal only)',
      'Drivers North (North Site)',
      'Dispatch On Call (Acme Propane)',
    ]);
    const messageSelect = within(row).getByLabelText<HTMLSelectElement>('Message');
    await waitFor(() => expect([...messageSelect.options].map((o) => o.text)).toEqual(['Default message', 'Short tank note (inherited)']));
  });

  it('keeps a message the folder does not offer, named, so a save does not drop it', async () => {
    serve(baseHandlers([{ ...critical, messageId: 99 }]));
    show([Permission.EditAssetsDevices]);
    const row = await screen.findByRole('region', { name: 'Tank Level Critical' });
    const messageSelect = within(row).getByLabelText<HTMLSelectElement>('Message');
    await waitFor(() => expect(messageSelect.value).toBe('99'));
    expect(messageSelect.selectedOptions[0]?.text).toBe('Message 99 (of another folder)');
  });

  it('lists the alerts set on the folders above that reach the tank, linking to where they are set', async () => {
    serve(baseHandlers([]));
    show([Permission.EditAssetsDevices]);
    const above = await screen.findByRole('region', { name: 'Also set on the folders above' });
    // A device's Low Battery set on the company does not reach a tank.
    expect(
      within(above)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tank Level Warning, shown in the portal only (disabled) — set on Acme Propane']);
    expect(within(above).getByRole('link', { name: 'Acme Propane' }).getAttribute('href')).toBe('/folder/alerts?fuid=1&uid=1');
  });

  it('adds only what a tank carries, says what is wrong before sending, and posts the whole set', async () => {
    const calls = serve({
      ...baseHandlers([critical]),
      'POST /api/Entity/900/Alert': (init) =>
        json(
          200,
          (JSON.parse(String(init.body)) as EntityAlert[]).map((a, i) => ({ ...status, ...a, id: a.id || 20 + i })),
        ),
    });
    show([Permission.EditAssetsDevices]);
    const criticalRow = await screen.findByRole('region', { name: 'Tank Level Critical' });
    const type = screen.getByLabelText<HTMLSelectElement>('Alert type to add');
    const offered = [...type.options].map((o) => o.text);
    expect(offered).toContain('Low Usage');
    expect(offered).not.toContain('Tank Level Critical');
    expect(offered).not.toContain('Low Battery');

    fireEvent.change(type, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    const usage = await screen.findByRole('region', { name: 'Excessive Usage' });
    fireEvent.change(within(usage).getByLabelText('Usage Percent (%)'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await within(usage).findByText('Usage Percent: must be greater than or equal to 110');
    expect(calls.some((c) => c.key === 'POST /api/Entity/900/Alert')).toBe(false);

    fireEvent.change(within(usage).getByLabelText('Usage Percent (%)'), { target: { value: '200' } });
    fireEvent.click(within(criticalRow).getByRole('switch', { name: 'Enabled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/Entity/900/Alert')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/Entity/900/Alert')?.body).toEqual([
      { id: 11, typeId: 6, typeName: 'Tank Level Critical', contactGroupUid: 501, messageId: 0, enabled: false },
      {
        id: 0,
        typeId: 24,
        typeName: 'Excessive Usage',
        contactGroupUid: 0,
        messageId: 0,
        enabled: true,
        mode: 'average',
        avgUsage: 0,
        timeFrame: 25,
        usagePercent: 200,
        includeWeekends: true,
      },
    ]);
  });

  it("puts the server's message on the alert it names", async () => {
    serve({
      ...baseHandlers([critical]),
      'POST /api/Entity/900/Alert': () =>
        json(400, {
          message: 'Some values are not valid.',
          errors: { '0.contactGroupUid': ['Contact Group: is not a contact group of this company'] },
        }),
    });
    show([Permission.EditAssetsDevices]);
    const row = await screen.findByRole('region', { name: 'Tank Level Critical' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await within(row).findByText('Contact Group: is not a contact group of this company');
    expect(screen.getByText('Error saving Alerts')).toBeTruthy();
  });

  it('is read-only, saying why, without Edit Assets/Devices', async () => {
    serve(baseHandlers([critical]));
    show([Permission.EditFolder]);
    await screen.findByText('Changing these alerts needs the Edit Assets/Devices permission, which your role does not have.');
    const row = screen.getByRole('region', { name: 'Tank Level Critical' });
    expect(within(row).getByLabelText('Contact Group').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Alert type to add')).toBeNull();
  });
});
