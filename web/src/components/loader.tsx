// spec 000 §2 supporting widgets: the loader shown while something loads (lazy tree nodes,
// search, dialogs).
import './loader.css';

export interface LoaderProps {
  label?: string;
  /** Inline beside text instead of centred in its box. */
  inline?: boolean;
}

export function Loader({ label = 'Loading…', inline = false }: LoaderProps) {
  return (
    <span className={inline ? 'loader loader-inline' : 'loader'} role="status" aria-live="polite">
      <span className="loader-spinner" aria-hidden="true" />
      <span className="loader-label">{label}</span>
    </span>
  );
}
