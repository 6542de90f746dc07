// The fleet map's tanks, streamed (docs/decisions/098-progressive-map.md): GET
// Asset/ByFolder/{folder}/Map/Parts says how many tanks the folder holds and how they split into
// uid ranges; GET Asset/ByFolder/{folder}/Map/Tanks answers one range in columns, decoded with a
// one-pass shape check (no schema per row). PARALLEL ranges are asked at once and each part joins
// the query's data as it arrives, so the map draws the first part while the rest come.
import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery } from '@tanstack/react-query';
import { decodeMapTanks, type MapParts, type MapTank } from '@ullage/domain/tanks/map-tanks';
import { apiFetch } from '../../../lib/api-client';

/** Ranges asked at once: the server's two cores answer two while the page decodes a third. */
const PARALLEL = 3;

export interface MapTanksLoad {
  /** Tanks standing in the folder (located or not); null until the parts are known. */
  total: number | null;
  /** Tanks of the parts that have arrived (located or not). */
  read: number;
  /** How many parts there are; null until known. */
  planned: number | null;
  /** The located tanks, one array per part, in the order the parts arrived. */
  parts: MapTank[][];
}

/** Every part has arrived. */
export const allArrived = (load: MapTanksLoad | undefined): boolean =>
  load !== undefined && load.planned !== null && load.parts.length >= load.planned;

type Chunk = { kind: 'plan'; total: number; parts: number } | { kind: 'part'; tanks: MapTank[]; read: number };

const EMPTY: MapTanksLoad = { total: null, read: 0, planned: null, parts: [] };

function reduce(acc: MapTanksLoad, chunk: Chunk): MapTanksLoad {
  if (chunk.kind === 'plan') return { total: chunk.total, read: 0, planned: chunk.parts, parts: [] };
  return { ...acc, read: acc.read + chunk.read, parts: [...acc.parts, chunk.tanks] };
}

async function partTanks(folderUid: number, from: number, through: number, signal: AbortSignal): Promise<MapTank[]> {
  const tanks: MapTank[] = [];
  let after: number | null = from;
  // A range that grew past a part's size since the plan comes back in pieces (`next`).
  while (after !== null) {
    const part: { tanks: MapTank[]; next: number | null } = await apiFetch(`Asset/ByFolder/${folderUid}/Map/Tanks`, {
      signal,
      query: { from: after, through },
      schema: { parse: decodeMapTanks },
    });
    tanks.push(...part.tanks);
    after = part.next;
  }
  return tanks;
}

/** The plan, then each part as it arrives, PARALLEL at a time. */
async function* streamMapTanks(folderUid: number, signal: AbortSignal): AsyncGenerator<Chunk> {
  const plan = await apiFetch<MapParts>(`Asset/ByFolder/${folderUid}/Map/Parts`, { signal });
  yield { kind: 'plan', total: plan.tanks, parts: plan.parts.length };
  const waiting = [...plan.parts];
  const running = new Map<number, Promise<{ id: number; tanks: MapTank[]; read: number }>>();
  let id = 0;
  const start = () => {
    const p = waiting.shift();
    if (!p) return;
    const key = id++;
    const part = partTanks(folderUid, p.from, p.through, signal).then((tanks) => ({ id: key, tanks, read: p.tanks }));
    // A part failing after another already ended the stream is not left unhandled.
    part.catch(() => undefined);
    running.set(key, part);
  };
  for (let i = 0; i < PARALLEL; i++) start();
  while (running.size > 0) {
    const done = await Promise.race(running.values());
    running.delete(done.id);
    start();
    yield { kind: 'part', tanks: done.tanks, read: done.read };
  }
}

export function mapTanksQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['map', 'tanks', folderUid],
    queryFn: streamedQuery<Chunk, MapTanksLoad>({
      streamFn: ({ signal }) => streamMapTanks(folderUid, signal),
      reducer: reduce,
      initialValue: EMPTY,
      // A refetch (after any save) keeps the map as it is until the new tanks have all arrived.
      refetchMode: 'replace',
    }),
  });
}

export function useMapTanks(folderUid: number) {
  return useQuery(mapTanksQueryOptions(folderUid));
}
