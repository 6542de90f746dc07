// The logo beside the company name: a tank with its ullage (the empty space above the liquid),
// drawn in the brand's accent colour.
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
      <rect x="6" y="8" width="36" height="34" rx="9" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M8 26 H40 V33 a7 7 0 0 1 -7 7 H15 a7 7 0 0 1 -7 -7 Z" fill="currentColor" />
      <path d="M24 3 V12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
