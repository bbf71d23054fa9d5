// The product's mark on the variants: a speech bubble drawn here, and the product name.
export function BrandMark({ name }: { name: string }) {
  return (
    <span className="auth-variant-brand">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="brand-tile" />
        <path
          d="M9 10 h14 a3 3 0 0 1 3 3 v6 a3 3 0 0 1 -3 3 h-7 l-5 4 v-4 h-2 a3 3 0 0 1 -3 -3 v-6 a3 3 0 0 1 3 -3 z"
          className="brand-bubble"
        />
      </svg>
      <span>{name}</span>
    </span>
  );
}
