import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { useUi } from "../../lib/ui";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height" | "alt"> & {
  src: string;
  alt: string;
  /** Intrinsic size: always given so the layout never shifts. */
  width: number;
  height: number;
};

/** An image with a loading placeholder and a visible message when it fails (spec 4). */
export function SmartImage({ className, width, height, alt, ...props }: Props) {
  const ui = useUi();
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const img = useRef<HTMLImageElement>(null);

  // An image that finished (or failed) before hydration fired no React event.
  useEffect(() => {
    const el = img.current;
    if (el?.complete) setState(el.naturalWidth > 0 ? "loaded" : "failed");
  }, []);

  return (
    <span
      className={cn("relative block overflow-hidden bg-surface", className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {state === "loading" && (
        <span role="status" aria-label={ui.image.loading} className="absolute inset-0 animate-pulse bg-brand-100/60" />
      )}
      {state === "failed" ? (
        <span
          role={alt ? "img" : undefined}
          aria-label={alt || undefined}
          className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted"
        >
          {ui.image.failed}
        </span>
      ) : (
        <img
          ref={img}
          alt={alt}
          width={width}
          height={height}
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
          className="h-full w-full object-cover"
          {...props}
        />
      )}
    </span>
  );
}
