"use client";

import type { RefObject } from "react";
import { Modal } from "@/components/ui/modal";
import { NewTabLink } from "@/components/ui/new-tab-link";
import type { VideoCardData, VideoCardLabels } from "./video-card";

/**
 * The video card's dialog: the privacy-enhanced YouTube player (youtube-nocookie), mounted only
 * while open, or for a video without a valid ID a message and a plain link to its own page.
 * Loaded on first use by `VideoPlayButton`.
 */
export default function VideoDialog({
  video,
  labels,
  open,
  onOpenChange,
  returnFocus,
}: {
  video: Pick<VideoCardData, "title" | "embedUrl" | "watchUrl">;
  labels: VideoCardLabels;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={video.title}
      wide
      returnFocus={returnFocus}
    >
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
              className="font-bold text-brand-700 underline"
            >
              {labels.openLink}
            </NewTabLink>
          ) : null}
        </p>
      )}
    </Modal>
  );
}
