// A labelled list of facts (term and value), the information tabs' layout.
import type { ReactNode } from 'react';

export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="manage-facts">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null || value === undefined ? <span className="manage-muted">–</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
