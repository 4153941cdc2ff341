/** Blog categories (spec 2.3), exactly these strings. */
export const blogCategories = [
  "Multi Modal Insurance",
  "General Insurance",
  "Event Insurance",
  "Health Insurance",
  "Motor Insurance",
  "Marine Insurance",
] as const;
export type BlogCategory = (typeof blogCategories)[number];
/** Video categories (spec 2.3), exactly these strings. */
export const videoCategories = [
  "Cyber",
  "Multi Model",
  "Motor",
  "Marine",
  "Travel",
  "Home",
  "Health Insurance",
] as const;
export type VideoCategory = (typeof videoCategories)[number];
export type SandboxArticle = {
  id: string; // kebab-case slug, unique, <= 80 chars, used in /blog/{id}
  blog_title: string; // 40–90 characters
  blog_description: string; // 110–170 characters, plain text
  blog_categories: BlogCategory[]; // 1–2 categories
  published: string; // yyyy-mm-dd between 2025-01-01 and 2026-11-15, all different
  blog_content: string; // HTML body (see rules)
  /** Art direction for the generated cover image. */
  cover: {
    hue: number /* 0–359 */;
    motif:
      | "shield"
      | "heart"
      | "car"
      | "ship"
      | "truck"
      | "plane"
      | "home"
      | "calendar"
      | "document"
      | "rupee";
  };
};
export type SandboxVideo = {
  id: string;
  video_title: string;
  video_link: string /* https://www.youtube.com/watch?v=<11-char id> */;
  video_categories: VideoCategory[];
  description: string;
  published: string;
};
