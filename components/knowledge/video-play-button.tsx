"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
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
  const { open, setOpen, used, trigger, triggerProps } = useLazyDialog(loadDialog);
  return (
    <>
      <button
        type="button"
        className="group flex h-full w-full items-start gap-3 rounded-xl p-3 text-left sm:flex-col sm:items-stretch sm:gap-0 sm:p-0"
        {...triggerProps}
      >
        {children}
      </button>
      {used ? (
        <VideoDialog
          video={video}
          labels={labels}
          open={open}
          onOpenChange={setOpen}
          returnFocus={trigger}
        />
      ) : null}
    </>
  );
}
