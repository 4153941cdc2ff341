import { FallbackImage } from "@/components/ui/fallback-image";
import { fallbackImages } from "@/lib/content/asset-url";
import { VideoPlayButton } from "./video-play-button";

/** What a video card needs; checked on the server (see app/(marketing)/videos/page.tsx). */
export type VideoCardData = {
  id: string;
  title: string;
  /** A thumbnail on the asset host, or null for the local fallback. */
  thumbnail: string | null;
  /** `https://www.youtube-nocookie.com/embed/{id}` for a valid YouTube ID, else null (not embedded). */
  embedUrl: string | null;
  /** The video's own http(s) link, offered as a plain link; null when unsafe or malformed. */
  watchUrl: string | null;
};

/**
 * The card's words in the page's language, from the server (catalogue area Knowledge and the
 * videos page's content): `play` and `player` are templates with `{title}`.
 */
export type VideoCardLabels = {
  /** "Play video: {title}" (the button's name; the words around the title are for screen readers). */
  play: string;
  /** "YouTube video player: {title}" (the player's title). */
  player: string;
  /** Shown instead of a player for a video without a valid ID. */
  unplayable: string;
  /** The plain link to the video's own page. */
  openLink: string;
};

/**
 * A video card (spec 2.3): a button that opens the video in a modal dialog with the
 * privacy-enhanced YouTube player. Rendered on the server; only the button is a client island,
 * and the dialog's code (Radix Dialog, the player) loads when the visitor points at, focuses or
 * presses it (issue 11: the whole card as a client component put /videos 9 kB over its
 * first-load JS budget). The iframe exists only while the dialog is open, so nothing loads from
 * YouTube until the visitor asks. A video without a valid ID gets a message and a plain link
 * instead of a player.
 *
 * On a phone the card is a compact row, a 128 px thumbnail beside the title, so the page's
 * heading and introduction stay the largest thing on its first screen (issue 25: a full-width
 * thumbnail was the LCP of /videos, a round trip after the text) and several videos fit it; from
 * 640 px the thumbnail spans the card above the title. Thumbnails are lazy and never preloaded.
 */
export function VideoCard({ video, labels }: { video: VideoCardData; labels: VideoCardLabels }) {
  const [before = "", after = ""] = labels.play.split("{title}");
  return (
    <article
      className="h-full rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      data-video-card={video.id}
    >
      <VideoPlayButton
        video={{ title: video.title, embedUrl: video.embedUrl, watchUrl: video.watchUrl }}
        labels={labels}
      >
        <span className="relative block w-32 shrink-0 overflow-hidden rounded-lg sm:w-full sm:rounded-t-xl sm:rounded-b-none">
          <FallbackImage
            src={video.thumbnail}
            fallbackSrc={fallbackImages.video}
            alt=""
            width={640}
            height={360}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 128px"
            className="aspect-video w-full bg-brand-50 object-cover"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 m-auto flex size-9 items-center justify-center rounded-full bg-black/60 text-white group-hover:bg-brand-700 sm:size-14"
          >
            <svg
              viewBox="0 0 24 24"
              className="ml-0.5 size-4 sm:ml-1 sm:size-6"
              fill="currentColor"
              focusable="false"
            >
              <path d="M7 4.5v15l12-7.5z" />
            </svg>
          </span>
        </span>
        <span className="block min-w-0 text-sm leading-snug font-bold text-ink sm:p-4 sm:text-base sm:leading-normal">
          {/* The words around the title are for screen readers; spaces stay outside the spans. */}
          {before.trim() ? <span className="sr-only">{before.trim()}</span> : null}
          {/\s$/.test(before) ? " " : null}
          {video.title}
          {/^\s/.test(after) ? " " : null}
          {after.trim() ? <span className="sr-only">{after.trim()}</span> : null}
        </span>
      </VideoPlayButton>
    </article>
  );
}
