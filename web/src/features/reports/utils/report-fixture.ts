// A report's columns as its schema call answers them (domain/src/reports/api.ts), for the grid's
// and the report page's tests.
import type { ReportColumn } from '@ullage/domain/reports/api';
import { GridValueFormat } from '@ullage/domain/reports/display';
import { Zone } from '@ullage/domain/tanks/zones';

export const REPORT_COLUMNS: ReportColumn[] = [
  { colId: 'label', header: 'Asset', type: 'text', format: null, defaultVisible: true, sortable: true, filterable: true },
  {
    colId: 'percentFull',
    header: 'Percent Full',
    type: 'number',
    format: GridValueFormat.Percent,
    defaultVisible: true,
    sortable: true,
    filterable: true,
    zoneColId: 'zone',
  },
  {
    colId: 'volume',
    header: 'Volume',
    type: 'number',
    format: GridValueFormat.Gallons,
    defaultVisible: true,
    sortable: true,
    filterable: true,
  },
  {
    colId: 'zone',
    header: 'Zone',
    type: 'set',
    format: null,
    defaultVisible: false,
    sortable: true,
    filterable: true,
    values: [
      { value: Zone.Safe, label: 'Safe' },
      { value: Zone.Critical, label: 'Critical' },
    ],
  },
];
