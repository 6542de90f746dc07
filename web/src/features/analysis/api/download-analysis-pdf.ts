// POST Analysis/{Fill|Inventory|Usage|ReportCard}/{folderUid}/Pdf (ours; docs/decisions/091): the
// table as the page shows it, printed by the server under the folder and range (the fill analysis
// and the report card are recorded as FillReport and ManagementReportCard events on the folder).
import { ANALYSIS_PATHS, type AnalysisPdfBody, type AnalysisPdfKind } from '@ullage/domain/analysis/api';
import { rangeQuery, type DayRange } from '@ullage/domain/analysis/ranges';
import { downloadFile } from '../../../lib/api-download';

export interface PdfTarget {
  kind: AnalysisPdfKind;
  folderUid: number;
  range: DayRange;
}

/** Saves the PDF as the file the server named. */
export async function downloadAnalysisPdf(target: PdfTarget, table: Pick<AnalysisPdfBody, 'title' | 'columns' | 'rows'>): Promise<void> {
  const body: AnalysisPdfBody = { ...table, ...rangeQuery(target.range) };
  await downloadFile(`${ANALYSIS_PATHS[target.kind]}/${target.folderUid}/Pdf`, { body });
}
