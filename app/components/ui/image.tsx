import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { cn } from "#app/lib/cn";
import { useUi } from "#app/lib/ui";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height" | "alt"> & {
  src: string;
  alt: string;
  /** Intrinsic size: always given so the layout never shifts. */
  width: number;
  height: number;
};

/**
 * Marks the frame of a loaded image, which hides the placeholder (CSS). Written on the DOM, not
 * kept in React state: most images have finished before the page hydrates, and a state change
 * for each of them would re-render the page once more right after hydration.
 */
function markLoaded(img: HTMLImageElement) {
  img.parentElement?.setAttribute("data-loaded", "");
}

/** An image with a loading placeholder and a visible message when it fails (spec 4). */
export function SmartImage({ className, width, height, alt, src, ...props }: Props) {
  const ui = useUi();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  const failed = failedSrc === src;

  // An image that finished (or failed) before hydration fired no React event.
  useEffect(() => {
    const el = img.current;
    if (!el?.complete) return;
    if (el.naturalWidth > 0) markLoaded(el);
    else setFailedSrc(src);
  }, [src]);

  return (
    // Keyed by the source: another image starts again with its placeholder.
    <span
      key={src}
      className={cn("group relative block overflow-hidden bg-surface", className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {!failed && (
        <span
          role="status"
          aria-label={ui.image.loading}
          className="absolute inset-0 animate-pulse bg-brand-100/60 group-data-loaded:hidden"
        />
      )}
      {failed ? (
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
          src={src}
          alt={alt}
          width={width}
          height={height}
          onLoad={(event) => markLoaded(event.currentTarget)}
          onError={() => setFailedSrc(src)}
          className="relative h-full w-full object-cover"
          {...props}
        />
      )}
    </span>
  );
}
