// A folder summary as the server answers it (domain/src/reports/summary-api.ts), for the summary's tests.
import type { FolderSummary } from '@ullage/domain/reports/summary-api';
import { ASSET_STATUS_TYPES } from '@ullage/domain/tanks/asset-status';
import { DEVICE_ACTIVATION_STATES, DEVICE_FLAGS } from '@ullage/domain/devices/devices';

const statusCounts: Record<number, number> = { 0: 40, 3: 7, 10: 2 };
const flagCounts: Record<number, number> = { 1: 2, 2: 3, 4: 0, 8: 1 };

export const SUMMARY: FolderSummary = {
  folderUid: 12,
  label: 'North Yard',
  generatedAt: '2025-01-06T15:00:00Z',
  assets: {
    total: 49,
    reporting: 48,
    byStatus: ASSET_STATUS_TYPES.map((s) => ({ id: s.id, label: s.label, count: statusCounts[s.id] ?? 0 })),
    byZone: [
      { id: 1, label: 'Safe', count: 38 },
      { id: 2, label: 'Warning', count: 6 },
      { id: 3, label: 'Critical', count: 4 },
      { id: 0, label: 'No Reading', count: 1 },
    ],
  },
  devices: {
    total: 30,
    gateways: 4,
    monitors: 20,
    inSlots: 6,
    byActivationState: DEVICE_ACTIVATION_STATES.map((s) => ({ id: s.id, label: s.label, count: s.id === 1 ? 29 : s.id === 3 ? 1 : 0 })),
    byFlag: DEVICE_FLAGS.map((f) => ({ id: f.id, label: f.label, count: flagCounts[f.id] ?? 0 })),
    ok: 25,
  },
  products: [
    {
      productUid: 501,
      productName: 'Propane',
      className: 'Gas',
      measure: 'volume',
      tanks: 40,
      capacity: 20000,
      amountFull: 12000,
      ullage: 8000,
      adjustedUllage: 4000,
    },
    {
      productUid: 502,
      productName: 'Diesel',
      className: 'Fuel',
      measure: 'volume',
      tanks: 8,
      capacity: 5000,
      amountFull: 1000,
      ullage: 4000,
      adjustedUllage: 3500,
    },
    {
      productUid: 503,
      productName: 'CO2',
      className: 'Gas',
      measure: 'weight',
      tanks: 1,
      capacity: 800,
      amountFull: 200,
      ullage: 600,
      adjustedUllage: 600,
    },
  ],
  mostInNeed: [
    {
      uid: 9001,
      folderUid: 14,
      label: 'Smith Farm 500',
      folderLabel: 'Smith Farm',
      productName: 'Propane',
      measure: 'volume',
      percentFull: 0.12,
      amountFull: 60,
      adjustedUllage: 340,
      daysLeft: 1.5,
      status: 3,
      zone: 3,
      lastReadingTime: '2025-01-06T12:30:00Z',
    },
    {
      uid: 9002,
      folderUid: 15,
      label: 'Depot 2',
      folderLabel: 'Depot',
      productName: null,
      measure: 'volume',
      percentFull: null,
      amountFull: null,
      adjustedUllage: null,
      daysLeft: null,
      status: 10,
      zone: null,
      lastReadingTime: null,
    },
  ],
};
