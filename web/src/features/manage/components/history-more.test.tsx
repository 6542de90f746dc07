// A capped history (docs/decisions/062-row-caps.md): a partial answer shows how much is shown and
// a "Load more" that fetches the next part with the server's cursor; a complete one shows neither.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHistory } from '../api/get-history';
import { fetchFolderDevices } from '../api/get-folder-devices';
import { MoreRows } from './history-parts';

const command = (id: number) => ({
  id,
  deviceUid: 7,
  typeId: 1,
  typeLabel: 'Poll',
  status: 3,
  statusLabel: 'Completed',
  requestedBy: null,
  requestedByName: null,
  requestedDate: '2026-01-05T09:30:00',
  deliveredDate: null,
  completedDate: null,
  expiresDate: '2026-01-06T09:30:00',
});

const device = (uid: number) => ({
  uid,
  label: `Monitor ${uid}`,
  serialNumber: `SN-${uid}`,
  modelId: 22,
  modelName: 'Cellular monitor',
  folderUid: 5,
  parentDeviceUid: null,
  parentDeviceSlot: null,
  activeState: 1,
  flags: 0,
  lastReadingDate: null,
  batteryStrength: null,
  signalStrength: null,
  simulated: false,
});

/** Answers in parts: `parts[after ?? '']` is the body and the cursor of the part after it. */
function serveParts(parts: Record<string, { body: unknown; next?: string }>) {
  const fetchMock = vi.fn(async (input: URL) => {
    const part = parts[new URL(String(input)).searchParams.get('after') ?? ''];
    if (!part) return new Response('{"message":"no such part"}', { status: 400 });
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (part.next) headers['X-Next-Cursor'] = part.next;
    return new Response(JSON.stringify(part.body), { status: 200, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Commands() {
  const commands = useHistory('deviceCommands', 7, { from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 0, 31) });
  return (
    <>
      <ul>
        {commands.data?.map((c) => (
          <li key={c.id}>command {c.id}</li>
        ))}
      </ul>
      <MoreRows query={commands} shown={commands.data?.length ?? 0} what="commands" />
    </>
  );
}

function renderCommands() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Commands />
    </QueryClientProvider>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a capped history on screen', () => {
  it('says a partial answer is partial and loads the next part with the cursor', async () => {
    const fetchMock = serveParts({ '': { body: [command(3), command(2)], next: 'cursor-1' }, 'cursor-1': { body: [command(1)] } });
    renderCommands();
    expect(await screen.findByText('Showing the newest 2 commands in this range.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['command 3', 'command 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('command 1')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['command 3', 'command 2', 'command 1']);
    expect(screen.queryByText(/Showing the newest/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const second = new URL(String(fetchMock.mock.calls[1]?.[0]));
    expect(second.pathname).toBe('/api/Device/7/History/Command');
    expect(second.searchParams.get('after')).toBe('cursor-1');
    expect(second.searchParams.get('startDate')).toBe(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get('startDate'));
  });

  it('shows no marker and no button for a complete answer', async () => {
    const fetchMock = serveParts({ '': { body: [command(1)] } });
    renderCommands();
    expect(await screen.findByText('command 1')).toBeTruthy();
    expect(screen.queryByText(/Showing the newest/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.has('after')).toBe(false);
  });
});

describe('the device pickers', () => {
  it("read every part of a folder's device list", async () => {
    const fetchMock = serveParts({
      '': { body: [device(1), device(2)], next: 'a' },
      a: { body: [device(3)], next: 'b' },
      b: { body: [device(4)] },
    });
    expect((await fetchFolderDevices(5)).map((d) => d.uid)).toEqual([1, 2, 3, 4]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
