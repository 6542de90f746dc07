import { describe, expect, it } from 'vitest';
import { decodeMapTanks, MapPartShapeError, type MapTankColumns } from './map-tanks';

const part = (over: Partial<MapTankColumns> = {}): MapTankColumns => ({
  uid: [11, 12],
  label: ['Tank A', 'Tank B'],
  folderUid: [3, 4],
  latitude: [41.5, 42],
  longitude: [-88, -87.5],
  gps: [false, true],
  status: [0, 2],
  zone: [2, null],
  product: [0, null],
  percentFull: [0.5, null],
  amountFull: [250, null],
  capacity: [500, 120],
  weight: [false, true],
  daysLeft: [12.5, null],
  readingDate: ['2026-11-28T10:00:00', null],
  products: [{ uid: 7, name: 'Propane' }],
  next: null,
  ...over,
});

describe('a part of the map in columns', () => {
  it('becomes one tank per index, with its product and units', () => {
    const { tanks, next } = decodeMapTanks(part({ next: 12 }));
    expect(next).toBe(12);
    expect(tanks).toEqual([
      {
        uid: 11,
        label: 'Tank A',
        folderUid: 3,
        latitude: 41.5,
        longitude: -88,
        source: 'folder',
        status: 0,
        zone: 2,
        productUid: 7,
        productName: 'Propane',
        percentFull: 0.5,
        amountFull: 250,
        capacity: 500,
        amountUnit: 'volume',
        daysLeft: 12.5,
        readingDate: '2026-11-28T10:00:00',
      },
      {
        uid: 12,
        label: 'Tank B',
        folderUid: 4,
        latitude: 42,
        longitude: -87.5,
        source: 'gps',
        status: 2,
        zone: null,
        productUid: null,
        productName: null,
        percentFull: null,
        amountFull: null,
        capacity: 120,
        amountUnit: 'weight',
        daysLeft: null,
        readingDate: null,
      },
    ]);
  });

  it('refuses a column of the wrong length or type, a null where none may be, and a product index out of range', () => {
    for (const bad of [
      part({ label: ['Tank A'] }),
      part({ latitude: [41.5, '42'] as unknown as number[] }),
      part({ uid: [11, null] as unknown as number[] }),
      part({ product: [0, 1] }),
      { ...part(), gps: undefined },
      [],
      null,
    ]) {
      expect(() => decodeMapTanks(bad)).toThrow(MapPartShapeError);
    }
  });
});
