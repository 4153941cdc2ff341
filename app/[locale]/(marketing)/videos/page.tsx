import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CategoryLinks } from "@/components/knowledge/category-links";
import { KnowledgeListLayout, ListOutcome } from "@/components/knowledge/knowledge-list-layout";
import {
  VideoCard,
  type VideoCardData,
  type VideoCardLabels,
} from "@/components/knowledge/video-card";
import { ALL_CATEGORIES, knowledgeLimits, videoCategories } from "@/content/knowledge-centre";
import { getVideos, type Video } from "@/lib/api/content";
import { assetImageUrl } from "@/lib/content/asset-url";
import { listHref, parseListQuery } from "@/lib/content/list-query";
import { safeExternalLink, youtubeEmbedUrl, youtubeIdFromLink } from "@/lib/content/youtube";
import { getEnv } from "@/lib/env";
import { contentFor } from "@/lib/i18n/content";
import { pageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { videosPage, categoryLabel } = contentFor(locale);
  const { key } = parseListQuery(await searchParams, videoCategories);
  return pageMetadata({
    path: listHref(videosPage.path, { key }),
    ...videosPage.meta,
    title:
      key === ALL_CATEGORIES
        ? videosPage.meta.title
        : `${videosPage.meta.title} (${categoryLabel(key)})`,
    locale,
  });
}

/**
 * /videos (spec 2.3): `key` (category, default All), the first page of 20 videos. Each card opens
 * a dialog with the privacy-enhanced YouTube player; what the browser gets (embed URL, link,
 * thumbnail) is checked here on the server.
 */
export default async function VideosPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { videosPage, categoryLabel } = contentFor(locale);
  const { key } = parseListQuery(await searchParams, videoCategories);
  const list = await getVideos({ key, pageNo: 1, limit: knowledgeLimits.videoPageSize });
  const assetBase = getEnv().ASSET_BASE_URL;
  const t = await getTranslations("Knowledge");
  const labels: VideoCardLabels = {
    // Templates the card fills with each title (`{title}` passed through as text).
    play: t("playVideo", { title: "{title}" }),
    player: t("playerTitle", { title: "{title}" }),
    unplayable: videosPage.unplayable,
    openLink: t("openVideoLink"),
  };
  const cards = list.data
    .slice(0, knowledgeLimits.videoPageSize)
    .map((video) => toCard(video, assetBase));

  return (
    <KnowledgeListLayout list={videosPage}>
      <div className="mt-6">
        <CategoryLinks list={videosPage} current={key} layout="row" />
      </div>
      <section aria-labelledby="videos-heading" className="mt-8">
        <h2 id="videos-heading" className="text-2xl font-bold text-ink">
          {key === ALL_CATEGORIES ? videosPage.allLabel : categoryLabel(key)}
        </h2>
        <ListOutcome list={videosPage} failed={list.status !== 200} empty={cards.length === 0}>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3" data-video-list="">
            {cards.map((card, i) => (
              <li
                key={card.id}
                className={
                  i >= firstScreenCards
                    ? "below-fold [--below-fold-height-md:290px] [--below-fold-height:96px]"
                    : undefined
                }
              >
                <VideoCard video={card} labels={labels} />
              </li>
            ))}
          </ul>
        </ListOutcome>
      </section>
    </KnowledgeListLayout>
  );
}

/**
 * Cards on the first screen: 3 rows of one on a 412 × 823 phone (96 px each from 565 px), two
 * rows of three on a 1350 × 940 desktop. The rest are laid out only near the viewport
 * (`below-fold`, app/globals.css; the heights are theirs measured: 96 px, 280–304 px from md).
 */
const firstScreenCards = 6;

function toCard(video: Video, assetBase: string | undefined): VideoCardData {
  const youtubeId = youtubeIdFromLink(video.link);
  return {
    id: video.id,
    title: video.title,
    thumbnail: assetImageUrl(video.thumbnail, assetBase),
    embedUrl: youtubeId ? youtubeEmbedUrl(youtubeId) : null,
    watchUrl: safeExternalLink(video.link),
  };
}
