// A tank's fullness at a glance: the level drawn in its zone colour (spec 001 §9 colours) against
// the warning and critical lines, with the percent full (shown x100, spec 000 §5).
import { percentToDisplay } from '@ullage/domain/reports/display';

export interface TankGaugeProps {
  /** A fraction, or null before the first reading. */
  percentFull: number | null;
  statusColor: string | null;
  warning?: number;
  critical?: number;
  /** The max fill line (propane tanks are filled to about 80%). */
  maxFill?: number | null;
}

const clamp = (x: number) => Math.min(1, Math.max(0, x));

export function TankGauge({ percentFull, statusColor, warning, critical, maxFill }: TankGaugeProps) {
  const level = percentFull === null ? 0 : clamp(percentFull);
  const label = percentFull === null ? 'No reading' : `${Math.round(percentToDisplay(percentFull))}% full`;
  const top = 8;
  const height = 164;
  const y = (f: number) => top + height * (1 - clamp(f));
  return (
    <figure className="tank-gauge" aria-label={`Tank level: ${label}`}>
      <svg viewBox="0 0 120 180" width="120" height="180" role="img" aria-hidden="true">
        <rect x="20" y={top} width="80" height={height} rx="14" className="tank-gauge-shell" />
        {percentFull !== null && (
          <rect
            x="20"
            y={y(level)}
            width="80"
            height={height * level}
            rx={level > 0.92 ? 14 : 4}
            style={{ fill: statusColor ?? 'var(--zone-safe)' }}
            className="tank-gauge-fill"
          />
        )}
        {warning !== undefined && (
          <line x1="14" x2="106" y1={y(warning)} y2={y(warning)} className="tank-gauge-line" style={{ stroke: 'var(--zone-warning)' }} />
        )}
        {critical !== undefined && (
          <line x1="14" x2="106" y1={y(critical)} y2={y(critical)} className="tank-gauge-line" style={{ stroke: 'var(--zone-critical)' }} />
        )}
        {maxFill !== null && maxFill !== undefined && maxFill < 1 && (
          <line x1="20" x2="100" y1={y(maxFill)} y2={y(maxFill)} className="tank-gauge-max" />
        )}
      </svg>
      <figcaption className="tank-gauge-value">{label}</figcaption>
    </figure>
  );
}
