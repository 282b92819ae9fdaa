/**
 * Hero illustration drawn as SVG (no photo downloads possible): a pitched roof
 * with a clean PV array under the sun; the green-roof variant plants the roof.
 */
export function HeroIllustration({
  variant = "solar",
  className,
}: {
  variant?: "solar" | "green" | "roof";
  className?: string;
}) {
  const green = variant === "green";
  return (
    <svg viewBox="0 0 480 360" role="img" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b7ab5" />
          <stop offset="1" stopColor="#a9d0ea" />
        </linearGradient>
        <linearGradient id="panel" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1b3f66" />
          <stop offset="1" stopColor="#0b2c47" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="28" fill="url(#sky)" />
      <circle cx="390" cy="78" r="38" fill="#fcd34d" />
      <circle cx="390" cy="78" r="56" fill="#fcd34d" opacity="0.25" />
      <path d="M0 300 Q120 270 240 292 T480 286 V360 H0 Z" fill="#dcfce7" opacity="0.9" />
      <path d="M70 300 V210 L240 110 L410 210 V300 Z" fill="#f6f8fb" />
      <path d="M52 214 L240 100 L428 214 L412 226 L240 124 L68 226 Z" fill="#7a2e1d" />
      <path d="M92 208 L240 122 L388 208 Z" fill={green ? "#16803c" : "#9a3b26"} opacity={green ? 0.95 : 0.35} />
      {green ? (
        <g fill="#166534">
          {Array.from({ length: 14 }, (_, i) => (
            <circle key={i} cx={118 + i * 18} cy={200 - (i % 3) * 6 - (i > 3 && i < 11 ? 22 : 0)} r={7 + (i % 2) * 2} />
          ))}
        </g>
      ) : (
        <g transform="translate(128 150) skewX(-28)">
          {Array.from({ length: 3 }, (_, row) =>
            Array.from({ length: 5 }, (_, col) => (
              <rect
                key={`${row}-${col}`}
                x={col * 38 + row * 0}
                y={row * 18}
                width="34"
                height="15"
                rx="1.5"
                fill="url(#panel)"
                stroke="#a9d0ea"
                strokeWidth="0.8"
              />
            )),
          )}
        </g>
      )}
      <rect x="206" y="240" width="44" height="60" rx="3" fill="#14507f" />
      <rect x="112" y="236" width="54" height="40" rx="3" fill="#a9d0ea" stroke="#14507f" strokeWidth="3" />
      <rect x="306" y="236" width="54" height="40" rx="3" fill="#a9d0ea" stroke="#14507f" strokeWidth="3" />
      {variant === "roof" && <path d="M60 226 H420" stroke="#0f3d62" strokeWidth="6" strokeLinecap="round" />}
      <g stroke="#ffffff" strokeWidth="3" strokeLinecap="round" opacity="0.9">
        <path d="M300 132 l10 -10 M318 140 l12 -8 M288 118 l6 -12" />
      </g>
    </svg>
  );
}
