/**
 * Before/after illustrations of a tiled roof (spec 2 "/dachreinigung": before/after images), drawn as
 * SVG instead of photos: the same roof mossy, streaked with algae and with an overflowing gutter, then
 * clean, impregnated and with a free gutter. Gradient and pattern ids are prefixed per variant because
 * both drawings (and the hero illustration) share one document.
 */

type Variant = "before" | "after";

const palette = {
  before: {
    skyTop: "#8d9aa6",
    skyBottom: "#cfd6dc",
    tile: "#6f5444",
    tileEdge: "#3f2d23",
    tileShine: "#7d6252",
    ridge: "#3a2a21",
    wall: "#ddd5c8",
    gutter: "#5b6470",
  },
  after: {
    skyTop: "#2b7ab5",
    skyBottom: "#a9d0ea",
    tile: "#c4553a",
    tileEdge: "#8f3522",
    tileShine: "#e0805f",
    ridge: "#8a3420",
    wall: "#f6f2ea",
    gutter: "#a3acb7",
  },
} as const;

/** Moss cushions of the "before" roof, denser towards the eaves and on the left (north) side. */
const moss: [number, number, number][] = [
  [112, 80, 6],
  [252, 76, 5],
  [96, 102, 7],
  [182, 98, 5],
  [298, 100, 6],
  [74, 124, 8],
  [142, 118, 6],
  [228, 122, 7],
  [318, 126, 5],
  [62, 144, 9],
  [118, 146, 8],
  [198, 140, 6],
  [268, 146, 7],
  [340, 150, 6],
  [50, 164, 8],
  [98, 162, 9],
  [168, 164, 7],
  [236, 160, 8],
  [306, 164, 7],
  [354, 166, 5],
];

/** Raindrops beading on the impregnated "after" roof. */
const beads: [number, number][] = [
  [120, 90],
  [206, 84],
  [286, 96],
  [92, 128],
  [168, 120],
  [250, 132],
  [328, 140],
  [70, 156],
  [146, 152],
  [214, 160],
  [300, 158],
];

function RoofDrawing({ variant, label }: { variant: Variant; label: string }) {
  const c = palette[variant];
  const p = `roof-${variant}`;
  const before = variant === "before";
  return (
    <svg viewBox="0 0 400 280" role="img" aria-label={label} className="h-auto w-full">
      <defs>
        <linearGradient id={`${p}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.skyTop} />
          <stop offset="1" stopColor={c.skyBottom} />
        </linearGradient>
        <pattern id={`${p}-tiles`} width="24" height="28" patternUnits="userSpaceOnUse">
          <rect width="24" height="28" fill={c.tile} />
          <path d="M0 14 Q6 8 12 14 Q18 8 24 14" fill="none" stroke={c.tileEdge} strokeWidth="2" />
          <path d="M-12 28 Q-6 22 0 28 Q6 22 12 28 Q18 22 24 28" fill="none" stroke={c.tileEdge} strokeWidth="2" />
          <path d="M3 11 Q6 9 9 11" fill="none" stroke={c.tileShine} strokeWidth="1.5" />
          <path d="M15 25 Q18 23 21 25" fill="none" stroke={c.tileShine} strokeWidth="1.5" />
        </pattern>
        <linearGradient id={`${p}-stain`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3f3a2e" stopOpacity="0.45" />
          <stop offset="1" stopColor="#3f3a2e" stopOpacity="0" />
        </linearGradient>
      </defs>

      <rect width="400" height="280" rx="20" fill={`url(#${p}-sky)`} />
      {before ? (
        <g fill="#eef1f4" opacity="0.7">
          <ellipse cx="92" cy="36" rx="46" ry="14" />
          <ellipse cx="300" cy="30" rx="60" ry="16" />
        </g>
      ) : (
        <g>
          <circle cx="346" cy="40" r="20" fill="#fcd34d" />
          <circle cx="346" cy="40" r="30" fill="#fef3c7" opacity="0.35" />
        </g>
      )}

      {/* Wall with two windows and the downpipe. */}
      <rect x="60" y="178" width="280" height="102" fill={c.wall} />
      <rect x="104" y="204" width="50" height="44" rx="3" fill="#0f3d62" opacity="0.85" />
      <rect x="246" y="204" width="50" height="44" rx="3" fill="#0f3d62" opacity="0.85" />
      <path d="M129 204 V248 M104 226 H154 M271 204 V248 M246 226 H296" stroke={c.wall} strokeWidth="3" />
      {before && (
        <path
          d="M70 182 H330 L322 262 Q300 236 280 258 Q250 230 220 254 Q170 226 130 256 L72 246 Z"
          fill={`url(#${p}-stain)`}
        />
      )}
      <rect x="348" y="180" width="10" height="100" fill={c.gutter} />

      {/* Roof plane, ridge and the tiles. */}
      <path d="M80 58 H320 L368 172 H32 Z" fill={`url(#${p}-tiles)`} />
      {before && (
        <g fill="#1f2a1a" opacity="0.28">
          <path d="M128 58 h18 l10 114 h-34 Z" />
          <path d="M214 58 h12 l14 114 h-30 Z" />
          <path d="M284 58 h16 l22 114 h-28 Z" />
        </g>
      )}
      <rect x="74" y="50" width="252" height="12" rx="5" fill={c.ridge} />

      {before ? (
        <g>
          {moss.map(([x, y, r]) => (
            <g key={`${x}-${y}`}>
              <circle cx={x} cy={y} r={r} fill="#3f6212" />
              <circle cx={x + r * 0.8} cy={y + 1} r={r * 0.7} fill="#4d7c0f" />
              <circle cx={x - r * 0.5} cy={y - r * 0.4} r={r * 0.5} fill="#84a83a" />
            </g>
          ))}
        </g>
      ) : (
        <g>
          {beads.map(([x, y]) => (
            <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="2.5" ry="3.5" fill="#ffffff" opacity="0.75" />
          ))}
          <path d="M96 70 L300 70" stroke="#ffffff" strokeWidth="3" opacity="0.25" strokeLinecap="round" />
        </g>
      )}

      {/* Gutter along the eaves: full of leaves and overflowing before, empty after. */}
      <rect x="26" y="170" width="348" height="12" rx="5" fill={c.gutter} />
      {before ? (
        <g>
          <g fill="#7c5a2a">
            <ellipse cx="60" cy="169" rx="9" ry="4" transform="rotate(-15 60 169)" />
            <ellipse cx="140" cy="168" rx="10" ry="4" transform="rotate(12 140 168)" />
            <ellipse cx="228" cy="169" rx="9" ry="4" transform="rotate(-8 228 169)" />
            <ellipse cx="318" cy="168" rx="10" ry="4" transform="rotate(18 318 168)" />
          </g>
          <g fill="#4d7c0f">
            <ellipse cx="96" cy="168" rx="8" ry="4" transform="rotate(20 96 168)" />
            <ellipse cx="186" cy="169" rx="8" ry="3.5" />
            <ellipse cx="274" cy="168" rx="9" ry="4" transform="rotate(-20 274 168)" />
            <path
              d="M200 170 Q198 156 204 148 M200 162 Q192 156 188 158 M201 158 Q208 152 212 154"
              stroke="#4d7c0f"
              strokeWidth="2.5"
              fill="none"
              strokeLinecap="round"
            />
          </g>
          <g fill="#2b7ab5" opacity="0.8">
            <path d="M116 184 q4 8 0 12 q-4 -4 0 -12 Z" />
            <path d="M118 202 q3 6 0 9 q-3 -3 0 -9 Z" />
            <path d="M244 184 q4 8 0 12 q-4 -4 0 -12 Z" />
            <path d="M246 204 q3 6 0 9 q-3 -3 0 -9 Z" />
          </g>
        </g>
      ) : (
        <path d="M32 174 H368" stroke="#ffffff" strokeWidth="2" opacity="0.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function RoofBeforeAfter({
  before,
  after,
  beforeLabel = "Vorher",
  afterLabel = "Nachher",
}: {
  before: { caption: string; alt: string };
  after: { caption: string; alt: string };
  beforeLabel?: string;
  afterLabel?: string;
}) {
  const figures = [
    { variant: "before" as const, label: beforeLabel, text: before, badge: "bg-ink text-white" },
    { variant: "after" as const, label: afterLabel, text: after, badge: "bg-leaf-700 text-white" },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {figures.map((figure) => (
        <figure
          key={figure.variant}
          className="overflow-hidden rounded-2xl border border-line bg-white shadow-[var(--shadow-card)]"
        >
          <RoofDrawing variant={figure.variant} label={figure.text.alt} />
          <figcaption className="flex items-start gap-3 p-5 text-brand-900">
            <span className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${figure.badge}`}>
              {figure.label}
            </span>
            <span className="leading-relaxed">{figure.text.caption}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
