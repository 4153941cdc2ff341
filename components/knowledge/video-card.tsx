"use client";

import { useRef, useState } from "react";
import { FallbackImage } from "@/components/ui/fallback-image";
import { Modal } from "@/components/ui/modal";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { fallbackImages } from "@/lib/content/asset-url";

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
 * privacy-enhanced YouTube player. The iframe exists only while the dialog is open (Radix
 * unmounts closed content), so nothing loads from YouTube until the visitor asks. A video
 * without a valid ID gets a message and a plain link instead of a player.
 */
export function VideoCard({ video, labels }: { video: VideoCardData; labels: VideoCardLabels }) {
  const [open, setOpen] = useState(false);
  const [before = "", after = ""] = labels.play.split("{title}");
  const button = useRef<HTMLButtonElement>(null);
  return (
    <article
      className="h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      data-video-card={video.id}
    >
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="group flex h-full w-full flex-col text-left"
      >
        <span className="relative block">
          <FallbackImage
            src={video.thumbnail}
            fallbackSrc={fallbackImages.video}
            alt=""
            width={640}
            height={360}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
            className="aspect-video w-full bg-brand-50 object-cover"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 m-auto flex size-14 items-center justify-center rounded-full bg-black/60 text-white group-hover:bg-brand-700"
          >
            <svg viewBox="0 0 24 24" className="ml-1 size-6" fill="currentColor" focusable="false">
              <path d="M7 4.5v15l12-7.5z" />
            </svg>
          </span>
        </span>
        <span className="block p-4 font-semibold text-ink">
          {/* The words around the title are for screen readers; spaces stay outside the spans. */}
          {before.trim() ? <span className="sr-only">{before.trim()}</span> : null}
          {/\s$/.test(before) ? " " : null}
          {video.title}
          {/^\s/.test(after) ? " " : null}
          {after.trim() ? <span className="sr-only">{after.trim()}</span> : null}
        </span>
      </button>
      <Modal open={open} onOpenChange={setOpen} title={video.title} wide returnFocus={button}>
        {video.embedUrl ? (
          <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
            <iframe
              src={video.embedUrl}
              title={labels.player.replace("{title}", video.title)}
              className="size-full"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : (
          <p role="status">
            {labels.unplayable}{" "}
            {video.watchUrl ? (
              <NewTabLink
                href={video.watchUrl}
                nofollow
                className="font-semibold text-brand-700 underline"
              >
                {labels.openLink}
              </NewTabLink>
            ) : null}
          </p>
        )}
      </Modal>
    </article>
  );
}
