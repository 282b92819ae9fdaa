import { useEffect, useRef, useState } from "react";
import type { VideoCopy } from "#app/content/pages/home/types";
import { SmartImage } from "#app/components/ui/image";
import { track } from "#app/lib/analytics";
import type { Lang } from "#app/lib/i18n";
import { useLang } from "#app/lib/ui";

/** The poster's caption is in the page's language (scripts/generate-images.mjs draws one per language). */
export function videoPoster(lang: Lang): string {
  return lang === "de" ? "/images/video-poster.webp" : `/images/video-poster-${lang}.webp`;
}

export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/**
 * Click-to-play explainer video (spec 4): a self-hosted poster until the click, then the
 * youtube-nocookie player (one-way) and a video_play event. Nothing loads from the video
 * provider before the click.
 */
export function ExplainerVideo({
  copy,
  videoId,
  onPlay,
}: {
  copy: Pick<VideoCopy, "playLabel" | "iframeTitle">;
  videoId: string;
  /** Told when the visitor starts the video (the floating player grows). */
  onPlay?: () => void;
}) {
  const lang = useLang();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The poster button disappears on click: hand the focus to the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-brand-950 shadow-[var(--shadow-card)]">
      {playing ? (
        <iframe
          ref={frame}
          src={embedUrl(videoId)}
          title={copy.iframeTitle}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          aria-label={copy.playLabel}
          onClick={() => {
            setPlaying(true);
            onPlay?.();
            track("video_play", { video_id: videoId });
          }}
          className="group absolute inset-0 block h-full w-full cursor-pointer focus-visible:[outline-offset:-6px] focus-visible:outline-sun-400"
        >
          <SmartImage
            src={videoPoster(lang)}
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
            className="h-full w-full transition-opacity group-hover:opacity-90"
          />
        </button>
      )}
    </div>
  );
}
