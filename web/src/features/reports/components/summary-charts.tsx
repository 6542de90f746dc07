// The summary's charts, drawn by hand (SVG donut, HTML bars) so they follow the theme's CSS
// variables in light and dark without a chart library (uPlot is for time series). Every bar and
// segment with something in it links to the report listing those rows; the legend and bar rows are
// the links assistive technology reads, the donut's arcs repeat them for the pointer.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { donutArcs, shareText, type ChartItem, type ProductBar } from '../utils/summary-charts';

const count = new Intl.NumberFormat('en-US');

/** A chart item: a link to the report it counts, or muted text when it counts nothing. */
function ItemLink({ item, className, children }: { item: ChartItem; className: string; children: ReactNode }) {
  return item.href ? (
    <Link to={item.href} className={`${className} chart-link`}>
      {children}
    </Link>
  ) : (
    <span className={`${className} chart-empty`}>{children}</span>
  );
}

const RADIUS = 46;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface DonutChartProps {
  items: readonly ChartItem[];
  /** What the items count ("tanks"), for the centre and the tooltips. */
  unit: string;
  label: string;
}

export function DonutChart({ items, unit, label }: DonutChartProps) {
  const navigate = useNavigate();
  const total = items.reduce((sum, i) => sum + i.value, 0);
  const arcs = donutArcs(items);
  const gap = arcs.length > 1 ? 0.8 : 0;
  return (
    <div className="donut-chart">
      <svg
        viewBox="0 0 120 120"
        className="donut-chart-svg"
        role="img"
        aria-label={`${label}: ${items.map((i) => `${i.label} ${count.format(i.value)}`).join(', ')}`}
      >
        <circle cx="60" cy="60" r={RADIUS} className="donut-chart-track" />
        {arcs.map(({ item, start, end }) => {
          const length = Math.max((end - start) * CIRCUMFERENCE - gap, 0.5);
          return (
            <circle
              key={item.key}
              cx="60"
              cy="60"
              r={RADIUS}
              className={item.href ? 'donut-chart-arc donut-chart-arc-link' : 'donut-chart-arc'}
              stroke={item.color}
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={-start * CIRCUMFERENCE}
              transform="rotate(-90 60 60)"
              onClick={item.href ? () => void navigate(item.href!) : undefined}
            >
              <title>{`${item.label}: ${count.format(item.value)} ${unit} (${shareText(item.value, total)})`}</title>
            </circle>
          );
        })}
        <text x="60" y="58" className="donut-chart-total" textAnchor="middle">
          {count.format(total)}
        </text>
        <text x="60" y="74" className="donut-chart-unit" textAnchor="middle">
          {unit}
        </text>
      </svg>
      <ul className="chart-legend" aria-label={label}>
        {items.map((item) => (
          <li key={item.key}>
            <ItemLink item={item} className="chart-legend-item">
              <span className="chart-swatch" style={{ background: item.color }} aria-hidden="true" />
              <span className="chart-legend-label">{item.label}</span>
              <span className="chart-legend-value">{count.format(item.value)}</span>
              <span className="chart-legend-share">{shareText(item.value, total)}</span>
            </ItemLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface BarListProps {
  items: readonly ChartItem[];
  label: string;
  /** Long lists read down the first column, then the second. */
  columns?: 1 | 2;
}

/** Horizontal bars on one scale (the largest value fills the track). */
export function BarList({ items, label, columns = 1 }: BarListProps) {
  const largest = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul className={columns === 2 ? 'bar-list bar-list-2' : 'bar-list'} aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <ItemLink item={item} className="bar-row">
            <span className="bar-label">{item.label}</span>
            <span className="bar-track" aria-hidden="true">
              <span className="bar-fill" style={{ width: `${(item.value / largest) * 100}%`, background: item.color }} />
            </span>
            <span className="bar-value">{count.format(item.value)}</span>
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}

/** Counts as a row of labelled chips (a breakdown that needs no bars), each a link. */
export function ChipList({ items, label }: { items: readonly ChartItem[]; label: string }) {
  return (
    <ul className="chip-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <ItemLink item={item} className="chip">
            {item.label} <strong>{count.format(item.value)}</strong>
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}

/** Volume by product: each bar is the product's capacity on the scale of its measure, filled to
 * what the tanks hold; the text gives the amounts and the room for a delivery. */
export function ProductBars({ bars, label }: { bars: readonly ProductBar[]; label: string }) {
  return (
    <ul className="product-bars" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key}>
          <Link to={bar.href} className="product-bar chart-link">
            <span className="product-bar-head">
              <span className="product-bar-label">{bar.label}</span>
              <span className="product-bar-tanks">
                {count.format(bar.tanks)} {bar.tanks === 1 ? 'tank' : 'tanks'}
              </span>
            </span>
            <span className="product-bar-track" style={{ width: `${Math.max(bar.capacityShare * 100, 2)}%` }} aria-hidden="true">
              <span
                className="product-bar-fill"
                style={{ width: `${bar.capacityShare > 0 ? (bar.fullShare / bar.capacityShare) * 100 : 0}%` }}
              />
            </span>
            <span className="product-bar-text">
              {bar.amountText} of {bar.capacityText} ({bar.percentText}) · ullage {bar.ullageText} · {bar.adjustedUllageText} to max fill
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
