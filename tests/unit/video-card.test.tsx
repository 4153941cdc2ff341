// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { VideoCard } from "@/components/knowledge/video-card";
import { videosPage } from "@/content/knowledge-centre";
import { videosPage as videosHi } from "@/content/hi/knowledge-centre";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { withClientMessages } from "@/tests/helpers/client-messages";

/** The video card (spec 2.3): a dialog with the privacy-enhanced player, loaded only when opened (its code too). */

afterEach(cleanup);

const labels = {
  play: en.Knowledge.playVideo,
  player: en.Knowledge.playerTitle,
  unplayable: videosPage.unplayable,
  openLink: en.Knowledge.openVideoLink,
};
const wrapper = withClientMessages("en");

const playable = {
  id: "v1",
  title: "Cashless claims, step by step",
  thumbnail: null,
  embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
};

describe("VideoCard", () => {
  it("loads no iframe until the dialog opens, then embeds youtube-nocookie; Escape closes it", async () => {
    const user = userEvent.setup();
    render(<VideoCard video={playable} labels={labels} />, { wrapper });
    expect(document.querySelector("iframe")).toBeNull();

    const button = screen.getByRole("button", { name: /Play video: Cashless claims/ });
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: playable.title });
    const iframe = dialog.querySelector("iframe");
    expect(iframe?.getAttribute("src")).toBe(playable.embedUrl);
    expect(iframe?.getAttribute("title")).toContain(playable.title);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
    expect(button).toHaveFocus();
  });

  it("shows a message and a plain link instead of a player when the ID is not valid", async () => {
    const user = userEvent.setup();
    render(
      <VideoCard
        video={{ ...playable, embedUrl: null, watchUrl: "https://www.youtube.com/watch?v=bad" }}
        labels={labels}
      />,
      { wrapper },
    );
    await user.click(screen.getByRole("button", { name: /Play video/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector("iframe")).toBeNull();
    expect(dialog).toHaveTextContent("This video cannot be played here.");
    const link = screen.getByRole("link", { name: /Open the video link/ });
    expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=bad");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  });

  it("shows the local fallback thumbnail when there is none", () => {
    render(<VideoCard video={playable} labels={labels} />, { wrapper });
    const img = document.querySelector("img");
    expect(img?.getAttribute("src")).toContain("video-fallback.webp");
    expect(img).toHaveAttribute("data-fallback", "true");
  });
});

describe("VideoCard on a Hindi page", () => {
  it("names its button, player and close button in Hindi", async () => {
    const user = userEvent.setup();
    render(
      <VideoCard
        video={playable}
        labels={{
          play: hi.Knowledge.playVideo,
          player: hi.Knowledge.playerTitle,
          unplayable: videosHi.unplayable,
          openLink: hi.Knowledge.openVideoLink,
        }}
      />,
      { wrapper: withClientMessages("hi") },
    );
    await user.click(screen.getByRole("button", { name: `वीडियो चलाएँ: ${playable.title}` }));
    const dialog = await screen.findByRole("dialog", { name: playable.title });
    expect(dialog.querySelector("iframe")).toHaveAttribute(
      "title",
      `YouTube वीडियो प्लेयर: ${playable.title}`,
    );
    expect(screen.getByRole("button", { name: hi.Common.close })).toBeVisible();
  });
});
