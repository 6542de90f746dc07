// Pieces the analysis pages share: the range bar (standard and custom ranges), a lazily loaded
// uPlot chart over days, a row of figures (each may link to the tanks behind it), a table inside a
// ScrollBox with a CSV and a PDF download, and the page frame (which says where a table's PDF is made).
import { createContext, lazy, Suspense, useContext, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { STANDARD_RANGES, type DayRange, type StandardRangeKey } from '@ullage/domain/analysis/ranges';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import type { ChartAxis, ChartSeries } from '../../../components/uplot-chart';
import { buildCsv, type CsvColumn } from '@ullage/domain/reports/export';
import { csvFileName, downloadCsv } from '../../../lib/csv';
import { isApiError } from '../../../lib/api-client';
import { saveFailureMessage } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { downloadAnalysisPdf, type PdfTarget } from '../api/download-analysis-pdf';
import { customRangeProblem, type AnalysisRangeChoice } from '../utils/analysis-range';
import { daySeconds } from '../utils/analysis-format';
import { productFilter, type AnalysisPageProps } from './page-props';
import './analysis.css';

const UplotChart = lazy(async () => ({ default: (await import('../../../components/uplot-chart')).UplotChart }));

/** Days are drawn at their UTC noon; the axis reads them back in UTC. */
const utcDate = (ts: number) => {
  const at = new Date(ts * 1000);
  return new Date(at.getTime() + at.getTimezoneOffset() * 60_000);
};

export function DayChart({
  title,
  days,
  series,
  values,
  axes,
  height,
}: {
  title: string;
  days: readonly string[];
  series: ChartSeries[];
  values: (number | null)[][];
  axes: ChartAxis[];
  height?: number;
}) {
  return (
    <figure className="analysis-chart">
      <figcaption className="section-title">{title}</figcaption>
      <Suspense fallback={<Loader inline label="Loading chart…" />}>
        <UplotChart
          title={title}
          data={[days.map(daySeconds), ...values]}
          series={series}
          axes={axes}
          time={{ tzDate: utcDate }}
          height={height}
        />
      </Suspense>
    </figure>
  );
}

export function CategoryChart({
  title,
  categories,
  series,
  values,
  axes,
}: {
  title: string;
  categories: string[];
  series: ChartSeries[];
  values: (number | null)[][];
  axes: ChartAxis[];
}) {
  return (
    <figure className="analysis-chart">
      <figcaption className="section-title">{title}</figcaption>
      <Suspense fallback={<Loader inline label="Loading chart…" />}>
        <UplotChart
          title={title}
          data={[categories.map((_, i) => i), ...values]}
          series={series}
          axes={axes}
          categories={categories}
          height={200}
        />
      </Suspense>
    </figure>
  );
}

export interface Figure {
  label: string;
  value: string;
  /** The tanks behind the figure. */
  href?: string;
}

export function Figures({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <dl className="figure-grid" aria-label={label}>
      {figures.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.href ? <Link to={f.href}>{f.value}</Link> : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface TableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell as CSV text (what the table shows, without links). */
  csv: (row: T) => string;
  /** Free text: guarded against spreadsheet formulas in the CSV. */
  text?: boolean;
}

/** The Product column of a table by product: the name, linked to the folder's asset report of that
 * product. */
export function productColumn<T extends { productName: string }>(
  folderUid: number,
  assetReportHref: AnalysisPageProps['assetReportHref'],
): TableColumn<T> {
  return {
    header: 'Product',
    text: true,
    cell: (p) => <Link to={assetReportHref(folderUid, productFilter(p.productName))}>{p.productName}</Link>,
    csv: (p) => p.productName,
  };
}

export function AnalysisTable<T>({
  title,
  rows,
  columns,
  rowKey,
  empty,
  note,
}: {
  title: string;
  rows: readonly T[];
  columns: TableColumn<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  note?: string;
}) {
  const pdfTarget = useContext(PdfTargetContext);
  const [printing, setPrinting] = useState(false);
  const downloadPdf = () => {
    if (!pdfTarget) return;
    setPrinting(true);
    downloadAnalysisPdf(pdfTarget, { title, columns: columns.map((c) => c.header), rows: rows.map((r) => columns.map((c) => c.csv(r))) })
      .catch((error: unknown) => toast.error(saveFailureMessage(error)))
      .finally(() => setPrinting(false));
  };
  const download = () => {
    const csvColumns: CsvColumn[] = columns.map((c) => ({ header: c.header, guard: c.text }));
    downloadCsv(
      buildCsv(
        csvColumns,
        rows.map((r) => columns.map((c) => c.csv(r))),
      ),
      csvFileName(title, new Date()),
    );
  };
  return (
    <section className="analysis-block" aria-label={title}>
      <div className="analysis-block-header">
        <h2 className="section-title">{title}</h2>
        <button type="button" className="button button-secondary" onClick={download} disabled={rows.length === 0}>
          Download CSV
        </button>
        {pdfTarget && (
          <button type="button" className="button button-secondary" onClick={downloadPdf} disabled={rows.length === 0 || printing}>
            {printing ? 'Making PDF…' : 'Download PDF'}
          </button>
        )}
      </div>
      {note && <p className="analysis-muted">{note}</p>}
      {rows.length === 0 ? (
        <p className="analysis-muted">{empty}</p>
      ) : (
        <ScrollBox label={title}>
          <table className="analysis-table" aria-label={title}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={rowKey(r)}>
                  {columns.map((c) => (
                    <td key={c.header}>{c.cell(r)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}

/** spec 001 §9 range types: Standard (a preset) or Custom (two dates). */
export function RangeBar({
  choice,
  days,
  onChange,
  children,
}: {
  choice: AnalysisRangeChoice;
  days: DayRange;
  onChange: (choice: AnalysisRangeChoice) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [custom, setCustom] = useState(choice.kind === 'custom');
  const [from, setFrom] = useState(days.fromDay);
  const [to, setTo] = useState(days.toDay);
  const problem = custom ? customRangeProblem(from, to) : null;
  return (
    <form
      className="analysis-range"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) onChange({ kind: 'custom', fromDay: from, toDay: to });
      }}
    >
      <label htmlFor={`${id}-range`}>Range</label>
      <select
        id={`${id}-range`}
        className="input analysis-select"
        value={custom ? 'custom' : choice.kind === 'standard' ? choice.key : 'custom'}
        onChange={(e) => {
          if (e.target.value === 'custom') {
            setCustom(true);
            setFrom(days.fromDay);
            setTo(days.toDay);
          } else {
            setCustom(false);
            onChange({ kind: 'standard', key: e.target.value as StandardRangeKey });
          }
        }}
      >
        {STANDARD_RANGES.map((r) => (
          <option key={r.key} value={r.key}>
            {r.label}
          </option>
        ))}
        <option value="custom">Custom dates</option>
      </select>
      {custom && (
        <>
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} className="input" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} className="input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          <button type="submit" className="button button-primary" disabled={problem !== null}>
            Show
          </button>
        </>
      )}
      {children}
      <span className="analysis-muted">
        {days.fromDay} to {days.toDay}
      </span>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </form>
  );
}

/** Where the page's tables are printed as PDF (the page's call, folder and range). */
const PdfTargetContext = createContext<PdfTarget | null>(null);

export function AnalysisFrame({
  kicker,
  title,
  pdf,
  children,
}: {
  kicker: string;
  title: string | undefined;
  pdf?: PdfTarget;
  children: ReactNode;
}) {
  return (
    <PdfTargetContext value={pdf ?? null}>
      <article className="analysis-page" aria-label={`${kicker}: ${title ?? ''}`}>
        <header>
          <p className="page-kicker">{kicker}</p>
          <h1 className="analysis-title">{title ?? ' '}</h1>
        </header>
        {children}
      </article>
    </PdfTargetContext>
  );
}

/** What a page shows while its call loads or after it failed. */
export function AnalysisState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown } }) {
  if (query.isPending) return <Loader />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <p role="alert" className="field-error">
        {missing
          ? 'This folder could not be found. It may have been moved or deleted; pick a folder in the explorer.'
          : isApiError(query.error) && query.error.status === 400
            ? query.error.message
            : 'The analysis could not be loaded. Try again in a moment.'}
      </p>
    );
  }
  return null;
}
