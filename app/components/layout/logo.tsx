/** Logo mark: a solar panel under a sun, drawn inline so it needs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <circle cx="29" cy="11" r="6" fill="#fbbf24" />
      <path d="M6 34 L12 18 H30 L34 34 Z" fill="#14507f" />
      <path d="M12.5 26 H32 M9.5 30 H33 M18 18 L15.5 34 M24 18 L24.5 34" stroke="#a9d0ea" strokeWidth="1.4" />
    </svg>
  );
}
