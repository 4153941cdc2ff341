"use client";

import dynamic from "next/dynamic";
import { useRef, useState, type ReactNode } from "react";
import type { VideoCardData, VideoCardLabels } from "./video-card";

// The dialog and the player load on first use, keeping them out of the page's first-load JS.
const loadDialog = () => import("./video-dialog");
const VideoDialog = dynamic(loadDialog, { ssr: false });

/**
 * The video card's button (its content, thumbnail and title, rendered on the server) and the
 * dialog it opens, which loads when the button is pointed at, focused or pressed. Focus returns
 * to the button when the dialog closes.
 */
export function VideoPlayButton({
  video,
  labels,
  children,
}: {
  video: Pick<VideoCardData, "title" | "embedUrl" | "watchUrl">;
  labels: VideoCardLabels;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="group flex h-full w-full flex-col text-left"
      >
        {children}
      </button>
      {used ? (
        <VideoDialog
          video={video}
          labels={labels}
          open={open}
          onOpenChange={setOpen}
          returnFocus={button}
        />
      ) : null}
    </>
  );
}
