import type { GalleryScene } from "#app/content/pages/home/types";

/**
 * Before/after drawings of the gallery (no photos): the same building and panel array,
 * soiled (grey sky, dull panels with grey and brown patches, leaves and bird droppings)
 * or clean (blue sky, deep blue panels). Dirt is placed by a seeded generator, so the
 * server and the browser draw the same picture. No ids: several drawings share a page.
 */

interface Layout {
  cols: number;
  rows: number;
  w: number;
  h: number;
  transform: string;
}

const layouts: Record<GalleryScene, Layout> = {
  einfamilienhaus: { cols: 5, rows: 3, w: 30, h: 24, transform: "translate(119 64)" },
  gewerbedach: { cols: 7, rows: 3, w: 38, h: 16, transform: "translate(45 52)" },
  scheune: { cols: 7, rows: 3, w: 34, h: 24, transform: "translate(90 56) skewX(-23.5)" },
};

const GAP = 3;
const seeds: Record<GalleryScene, number> = { einfamilienhaus: 7, gewerbedach: 19, scheune: 31 };

/** Small deterministic pseudo-random generator (LCG), values in [0, 1). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

function Building({ scene, clean }: { scene: GalleryScene; clean: boolean }) {
  if (scene === "gewerbedach")
    return (
      <>
        <rect x="30" y="118" width="340" height="102" fill={clean ? "#e3e8ee" : "#c9ccc9"} />
        <rect x="24" y="110" width="352" height="10" fill="#7d8792" />
        {[60, 130, 200, 270].map((x) => (
          <rect key={x} x={x} y="140" width="50" height="26" fill="#8fb3cf" />
        ))}
      </>
    );
  if (scene === "scheune")
    return (
      <>
        <rect x="34" y="138" width="312" height="82" fill={clean ? "#a8432b" : "#8a4a3a"} />
        <polygon points="20,140 60,48 380,48 340,140" fill={clean ? "#7b828b" : "#5d5a55"} />
        <rect x="160" y="160" width="60" height="60" fill="#5e2a1c" />
      </>
    );
  return (
    <>
      <rect x="70" y="140" width="260" height="80" fill={clean ? "#f6f2ea" : "#ddd5c8"} />
      <polygon points="40,150 110,50 290,50 360,150" fill={clean ? "#a8432b" : "#6f5444"} />
      <rect x="180" y="170" width="36" height="50" fill="#6b4a3c" />
      <rect x="100" y="165" width="44" height="30" fill="#8fb3cf" />
      <rect x="252" y="165" width="44" height="30" fill="#8fb3cf" />
    </>
  );
}

function Dirt({ width, height, seed }: { width: number; height: number; seed: number }) {
  const r = random(seed);
  const at = () => [r() * width, r() * height] as const;
  const patches = Array.from({ length: 16 }, () => {
    const [x, y] = at();
    return {
      x,
      y,
      rx: 6 + r() * 16,
      ry: 3 + r() * 7,
      fill: ["#8a8275", "#7a6248", "#9b8c6e", "#6d6a64"][Math.floor(r() * 4)],
    };
  });
  const leaves = Array.from({ length: 8 }, () => {
    const [x, y] = at();
    return { x, y, angle: Math.round(r() * 180), fill: ["#8a6d2f", "#6f7d34", "#a0642a"][Math.floor(r() * 3)] };
  });
  const drops = Array.from({ length: 10 }, () => {
    const [x, y] = at();
    return { x, y, size: 1.8 + r() * 1.6 };
  });
  const round = (n: number) => Math.round(n * 10) / 10;
  return (
    <g data-dirt="">
      {patches.map((p, i) => (
        <ellipse
          key={`p${i}`}
          cx={round(p.x)}
          cy={round(p.y)}
          rx={round(p.rx)}
          ry={round(p.ry)}
          fill={p.fill}
          opacity="0.75"
        />
      ))}
      {leaves.map((l, i) => (
        <ellipse
          key={`l${i}`}
          cx={round(l.x)}
          cy={round(l.y)}
          rx="5.5"
          ry="2.4"
          fill={l.fill}
          transform={`rotate(${l.angle} ${round(l.x)} ${round(l.y)})`}
        />
      ))}
      {drops.map((d, i) => (
        <g key={`d${i}`}>
          <circle cx={round(d.x)} cy={round(d.y)} r={round(d.size)} fill="#f4f1e8" />
          <circle cx={round(d.x + 1)} cy={round(d.y + d.size)} r={round(d.size / 2)} fill="#d9d4c5" />
        </g>
      ))}
    </g>
  );
}

export function SolarScene({
  scene,
  view,
  alt,
  className,
}: {
  scene: GalleryScene;
  view: "before" | "after";
  alt: string;
  className?: string;
}) {
  const clean = view === "after";
  const { cols, rows, w, h, transform } = layouts[scene];
  const panels = Array.from({ length: cols * rows }, (_, i) => ({
    x: (i % cols) * (w + GAP),
    y: Math.floor(i / cols) * (h + GAP),
  }));
  return (
    <svg viewBox="0 0 400 250" role="img" aria-label={alt} className={className} data-view={view}>
      <rect width="400" height="250" fill={clean ? "#5a9fd0" : "#a3abb2"} />
      <rect y="120" width="400" height="60" fill={clean ? "#a9d0ea" : "#c4c9cd"} />
      {clean && <circle cx="350" cy="36" r="18" fill="#fcd34d" />}
      <rect y="215" width="400" height="35" fill={clean ? "#86c06c" : "#8f9a7c"} />
      <Building scene={scene} clean={clean} />
      <g transform={transform}>
        {panels.map((p) => (
          <g key={`${p.x}-${p.y}`}>
            <rect
              x={p.x}
              y={p.y}
              width={w}
              height={h}
              fill={clean ? "#1d4e89" : "#58626b"}
              stroke="#c9d3dc"
              strokeWidth="1"
            />
            <path
              d={`M${p.x + w / 3} ${p.y}v${h}M${p.x + (2 * w) / 3} ${p.y}v${h}M${p.x} ${p.y + h / 2}h${w}`}
              stroke={clean ? "#3f74b3" : "#6c747a"}
              strokeWidth="0.8"
            />
            {clean && (
              <path
                d={`M${p.x + 3} ${p.y + h - 3}L${p.x + w / 2} ${p.y + 3}`}
                stroke="#ffffff"
                strokeOpacity="0.35"
                strokeWidth="2"
              />
            )}
          </g>
        ))}
        {!clean && <Dirt width={cols * (w + GAP) - GAP} height={rows * (h + GAP) - GAP} seed={seeds[scene]} />}
      </g>
    </svg>
  );
}
