// What the app layer gives an analysis page: the folder, the range in the URL, the viewer's units,
// and where the tanks behind a figure open (the asset report filtered to them, a tank's history).
import type { DisplayUnits } from '@ullage/domain/reports/display';
import type { GridFilterModel } from '@ullage/domain/reports/api';
import type { AnalysisRangeChoice } from '../utils/analysis-range';
import type { DayRange } from '@ullage/domain/analysis/ranges';

export interface AnalysisPageProps {
  folderUid: number;
  folderLabel: string | undefined;
  choice: AnalysisRangeChoice;
  /** The choice's days, as of when the page opened. */
  days: DayRange;
  onChoiceChange: (choice: AnalysisRangeChoice) => void;
  units: DisplayUnits;
  /** A tank's history in the manage modal. */
  tankHref: (tank: { uid: number; folderUid: number }) => string;
  /** The asset report of a folder, filtered. */
  assetReportHref: (folderUid: number, filters?: GridFilterModel) => string;
}

/** The asset report's filter for one product (its Product column). */
export const productFilter = (productName: string): GridFilterModel => ({
  productName: { filterType: 'text', type: 'equals', filter: productName },
});
