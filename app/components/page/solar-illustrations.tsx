import type { JSX } from "react";
import type { SolarIllustration } from "#app/content/pages/solar/types";

/**
 * Drawn illustrations of the solar cleaning gallery (no photo downloads): panels half
 * cleaned, a drone over a row of modules, a cleaning robot and the demineralised-water
 * unit. Each is an <svg role="img"> named by its `label`. Gradient ids carry an "sg-"
 * prefix so they never clash with the hero illustration on the same page.
 */
export function SolarIllustrationSvg({
  illustration,
  label,
  className,
}: {
  illustration: SolarIllustration;
  label: string;
  className?: string;
}) {
  const Drawing = drawings[illustration];
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={label} className={className} width="320" height="200">
      <defs>
        <linearGradient id={`sg-sky-${illustration}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d5e8f5" />
          <stop offset="1" stopColor="#eef6fb" />
        </linearGradient>
        <linearGradient id={`sg-cell-${illustration}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1b3f66" />
          <stop offset="1" stopColor="#0b2c47" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#sg-sky-${illustration})`} />
      <Drawing cell={`url(#sg-cell-${illustration})`} />
    </svg>
  );
}

type DrawingProps = { cell: string };

/** A flat row of modules seen at an angle; `dirty` marks which of them carry soiling. */
function ModuleRow({
  x,
  y,
  count,
  cell,
  dirty = [],
}: {
  x: number;
  y: number;
  count: number;
  cell: string;
  dirty?: number[];
}) {
  return (
    <g transform={`translate(${x} ${y}) skewX(-30)`}>
      {Array.from({ length: count }, (_, i) => (
        <g key={i} transform={`translate(${i * 46} 0)`}>
          <rect width="42" height="26" rx="2" fill={cell} stroke="#a9d0ea" strokeWidth="1" />
          <path d="M14 0 V26 M28 0 V26 M0 13 H42" stroke="#2b7ab5" strokeWidth="0.6" opacity="0.7" />
          {dirty.includes(i) && (
            <g fill="#a47a4a" opacity="0.75">
              <rect y="18" width="42" height="8" rx="1" opacity="0.8" />
              <circle cx="10" cy="8" r="3" />
              <circle cx="30" cy="12" r="2.2" />
              <circle cx="22" cy="5" r="1.6" fill="#f6f8fb" />
            </g>
          )}
        </g>
      ))}
    </g>
  );
}

function Panels({ cell }: DrawingProps) {
  return (
    <g>
      <circle cx="272" cy="38" r="18" fill="#fcd34d" />
      {/* House with a pitched roof. */}
      <path d="M40 190 V120 L150 60 L260 120 V190 Z" fill="#ffffff" stroke="#dbe3ec" />
      <path d="M26 124 L150 52 L274 124 L264 132 L150 68 L36 132 Z" fill="#9a3b26" />
      <g transform="translate(78 86) skewX(-28)">
        {Array.from({ length: 2 }, (_, row) =>
          Array.from({ length: 5 }, (_, col) => (
            <g key={`${row}-${col}`} transform={`translate(${col * 26} ${row * 17})`}>
              <rect width="24" height="15" rx="1" fill={cell} stroke="#a9d0ea" strokeWidth="0.8" />
              {col < 2 && (
                <g fill="#a47a4a" opacity="0.8">
                  <rect y="10" width="24" height="5" />
                  <circle cx="7" cy="5" r="2" />
                  <circle cx="17" cy="7" r="1.4" />
                </g>
              )}
            </g>
          )),
        )}
      </g>
      {/* Sparkles on the cleaned side. */}
      <g stroke="#ffffff" strokeWidth="2" strokeLinecap="round">
        <path d="M196 78 l6 -6 M206 84 l8 -4 M188 70 l3 -7" />
      </g>
      <rect x="132" y="150" width="32" height="40" rx="2" fill="#14507f" />
      <rect x="66" y="146" width="40" height="28" rx="2" fill="#a9d0ea" stroke="#14507f" strokeWidth="2" />
      <rect x="192" y="146" width="40" height="28" rx="2" fill="#a9d0ea" stroke="#14507f" strokeWidth="2" />
    </g>
  );
}

function Drone({ cell }: DrawingProps) {
  return (
    <g>
      <rect y="160" width="320" height="40" fill="#dbe3ec" />
      <ModuleRow x={70} y={150} count={5} cell={cell} dirty={[0]} />
      {/* Camera field of view. */}
      <path d="M160 84 L96 150 H236 Z" fill="#fcd34d" opacity="0.22" />
      {/* Drone: body, arms, rotors, camera. */}
      <g stroke="#0f3d62" strokeWidth="4" strokeLinecap="round">
        <path d="M118 58 L202 58" />
        <path d="M132 52 V44 M188 52 V44" />
      </g>
      <g fill="#2b7ab5" opacity="0.55">
        <ellipse cx="132" cy="42" rx="22" ry="4" />
        <ellipse cx="188" cy="42" rx="22" ry="4" />
      </g>
      <rect x="140" y="54" width="40" height="20" rx="6" fill="#14507f" />
      <circle cx="160" cy="80" r="6" fill="#0b2c47" stroke="#a9d0ea" strokeWidth="2" />
      <circle cx="172" cy="62" r="2.5" fill="#fcd34d" />
    </g>
  );
}

function Robot({ cell }: DrawingProps) {
  return (
    <g>
      <rect y="150" width="320" height="50" fill="#dbe3ec" />
      {/* Mounting frame of the module row. */}
      <path d="M40 156 L66 100 H296 L270 156 Z" fill="#a9d0ea" opacity="0.5" />
      <ModuleRow x={78} y={112} count={5} cell={cell} dirty={[3, 4]} />
      {/* Robot straddling the row: body, rotating brush, wheels. */}
      <g transform="translate(150 88)">
        <rect x="0" y="0" width="64" height="30" rx="8" fill="#fbbf24" stroke="#d98706" strokeWidth="2" />
        <rect x="10" y="8" width="20" height="8" rx="2" fill="#0f3d62" />
        <circle cx="48" cy="12" r="4" fill="#16803c" />
        <rect x="-6" y="28" width="76" height="12" rx="6" fill="#14507f" />
        <g stroke="#a9d0ea" strokeWidth="1.5">
          {Array.from({ length: 12 }, (_, i) => (
            <path key={i} d={`M${-2 + i * 6.4} 30 v8`} />
          ))}
        </g>
      </g>
      {/* Water spray in front of the brush. */}
      <g fill="#2b7ab5" opacity="0.7">
        <circle cx="226" cy="120" r="2" />
        <circle cx="234" cy="114" r="1.6" />
        <circle cx="230" cy="126" r="1.4" />
        <circle cx="240" cy="122" r="1.8" />
      </g>
      <path d="M150 100 H96" stroke="#16803c" strokeWidth="3" strokeDasharray="6 6" strokeLinecap="round" />
    </g>
  );
}

function Water({ cell }: DrawingProps) {
  return (
    <g>
      <rect y="168" width="320" height="32" fill="#dbe3ec" />
      {/* Tank with ion-exchange cartridge. */}
      <rect x="26" y="70" width="72" height="98" rx="10" fill="#ffffff" stroke="#14507f" strokeWidth="3" />
      <rect x="30" y="108" width="64" height="56" rx="6" fill="#a9d0ea" />
      <path d="M30 108 q16 -6 32 0 t32 0" fill="none" stroke="#2b7ab5" strokeWidth="2" />
      <rect x="108" y="84" width="24" height="84" rx="8" fill="#14507f" />
      <path d="M112 100 H128 M112 116 H128 M112 132 H128 M112 148 H128" stroke="#a9d0ea" strokeWidth="2" />
      {/* Hose to a telescopic brush. */}
      <path
        d="M132 150 C 170 150, 170 120, 200 118 S 236 96, 250 70"
        fill="none"
        stroke="#0f3d62"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M250 70 L292 40" stroke="#4a5a6c" strokeWidth="4" strokeLinecap="round" />
      <rect x="280" y="28" width="30" height="12" rx="4" fill="#fbbf24" transform="rotate(-35 295 34)" />
      {/* Pure water drops. */}
      <g fill="#2b7ab5">
        <path d="M200 40 q-8 12 0 16 q8 -4 0 -16 z" />
        <path d="M222 56 q-6 9 0 12 q6 -3 0 -12 z" />
        <path d="M180 62 q-5 8 0 10 q5 -2 0 -10 z" />
      </g>
      <g transform="translate(150 176) scale(0.6)">
        <ModuleRow x={0} y={0} count={3} cell={cell} />
      </g>
    </g>
  );
}

const drawings: Record<SolarIllustration, (props: DrawingProps) => JSX.Element> = {
  panels: Panels,
  drone: Drone,
  robot: Robot,
  water: Water,
};
