// A uPlot chart themed with the CSS variables of styles/themes.css: it redraws in the other colours
// when the light/dark theme changes, and follows its box's width. No business logic: callers give
// the data, the series and the axes. Load it lazily (uPlot is its own chunk, vite.config.ts).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useColorScheme } from '../lib/theme';
import './uplot-chart.css';

export interface ChartSeries {
  label: string;
  /** A CSS colour or `var(--name)`. */
  color: string;
  scale: string;
  /** Bars instead of a line. */
  bars?: boolean;
  /** Points only (marks such as fills): no line between them. */
  pointsOnly?: boolean;
  /** Dashed line (segment and gap lengths), to tell apart lines that run together. */
  dash?: number[];
  /** Legend and tooltip text of a value. */
  format?: (value: number) => string;
}

export interface ChartAxis {
  scale: string;
  label: string;
  /** Right-hand side. */
  right?: boolean;
  /** Tick text; default uPlot's. */
  values?: (splits: number[]) => string[];
  /** The scale starts at zero (bars). */
  fromZero?: boolean;
}

export interface UplotChartProps {
  /** Names the chart for assistive technology and tests. */
  title: string;
  /** x values first (seconds since the epoch for a time axis), then one array per series. */
  data: (number | null)[][];
  series: ChartSeries[];
  axes: ChartAxis[];
  /** The x axis is time; `tzDate` shows it in the user's time zone. */
  time?: { tzDate: (ts: number) => Date };
  /** Category x axis: labels of x = 0, 1, 2, ... */
  categories?: string[];
  height?: number;
}

/** The value of a CSS colour, resolving var(--name) against the document's current theme. */
function cssColor(color: string): string {
  const m = /^var\((--[\w-]+)\)$/.exec(color.trim());
  if (!m) return color;
  return getComputedStyle(document.documentElement).getPropertyValue(m[1]!).trim() || 'currentColor';
}

function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (!hex) return color;
  const n = parseInt(hex[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

function options(props: UplotChartProps, width: number): uPlot.Options {
  const text = cssColor('var(--color-text-muted)');
  const grid = cssColor('var(--color-border)');
  const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
  const scales: uPlot.Scales = { x: props.time ? { time: true } : { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } };
  for (const a of props.axes)
    scales[a.scale] = a.fromZero ? { auto: true, range: (_u, _min, max) => [0, max > 0 ? max * 1.05 : 1] } : { auto: true };
  return {
    width,
    height: props.height ?? 220,
    ...(props.time ? { tzDate: props.time.tzDate } : {}),
    scales,
    legend: { live: true },
    cursor: { drag: { x: true, y: false } },
    series: [
      props.categories ? { label: 'Day', value: (_u, v) => (v === null ? '' : (props.categories?.[v] ?? '')) } : { label: 'Time' },
      ...props.series.map((s): uPlot.Series => {
        const stroke = cssColor(s.color);
        return {
          label: s.label,
          scale: s.scale,
          stroke,
          width: s.pointsOnly ? 0 : 2,
          ...(s.dash ? { dash: s.dash } : {}),
          fill: s.bars ? withAlpha(stroke, 0.55) : undefined,
          spanGaps: !s.pointsOnly,
          ...(s.bars && bars ? { paths: bars, points: { show: false } } : {}),
          ...(s.pointsOnly ? { paths: () => null, points: { show: true, size: 9, fill: stroke, stroke } } : {}),
          value: (_u, v) => (v === null || v === undefined ? '--' : s.format ? s.format(v) : String(v)),
        };
      }),
    ],
    axes: [
      {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1 },
        ...(props.categories
          ? {
              splits: () => props.categories!.map((_, i) => i),
              values: (_u: uPlot, splits: number[]) => splits.map((i) => props.categories?.[i] ?? ''),
            }
          : {}),
      },
      ...props.axes.map((a): uPlot.Axis => ({
        scale: a.scale,
        label: a.label,
        side: a.right ? 1 : 3,
        stroke: text,
        grid: { show: !a.right, stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1 },
        size: 56,
        ...(a.values ? { values: (_u: uPlot, splits: number[]) => a.values!(splits) } : {}),
      })),
    ],
  };
}

export function UplotChart(props: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const [scheme] = useColorScheme();
  const points = props.data[0]?.length ?? 0;

  // Built anew when the data, the series or the theme change; sized to the box.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const u = new uPlot(options(props, Math.max(el.clientWidth, 200)), props.data as uPlot.AlignedData, el);
    chart.current = u;
    const resize = new ResizeObserver(() => u.setSize({ width: Math.max(el.clientWidth, 200), height: props.height ?? 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      chart.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the chart is rebuilt from these
  }, [props.data, props.series, props.axes, props.categories, props.time, props.height, scheme]);

  return (
    <figure className="chart" aria-label={props.title} data-series={props.series.length} data-points={points}>
      <div ref={box} className="chart-plot" />
    </figure>
  );
}
