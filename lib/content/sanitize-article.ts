import "server-only";
import sanitizeHtml from "sanitize-html";

/** Where the sanitized article will be shown, to tell internal from external links and images. */
export type SanitizeContext = {
  /** The site's origin (`SITE_URL`), e.g. `https://www.sureshield.example`. */
  siteOrigin: string;
  /** Base URL of broker-served images (`ASSET_BASE_URL`); images elsewhere are dropped. */
  assetBase?: string;
};

/** Tags an article body may use: text structure, lists, tables, links and images. */
const allowedTags = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "blockquote",
  "pre",
  "code",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "mark",
  "abbr",
  "span",
  "div",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "a",
  "img",
  "figure",
  "figcaption",
];

/**
 * Sanitizes an article's untrusted HTML (`blog_content`, broker-api.md: "untrusted HTML: the
 * site sanitizes it before rendering") on the server, before it is rendered.
 *
 * What survives: the tags above, with only `href`/`title` on links, `src`/`alt`/`width`/`height`
 * on images and table-cell spans. No `<script>`, `<style>`, `<iframe>`, `<svg>`, `<form>` or
 * `<object>`, no `on*` handler, no `style`, `class` or `id` attribute (they could restyle or
 * clobber the page), no `javascript:`/`data:` URL.
 *
 * - Links stay links only when the `href` is an absolute http(s) URL, a site-relative path
 *   (`/contact`; never `//host` or `/\host`, which browsers treat as another host) or an
 *   in-page `#anchor`; other links become plain text. Links to other origins get
 *   `rel="noopener noreferrer nofollow"`.
 * - Images keep their `src` only when it is on the asset host or a site path; other images are
 *   removed (the CSP would block them anyway). `alt` defaults to empty (decorative).
 * - `<h1>` becomes `<h2>`: the page's own title is the only h1.
 *
 * @param html the article body as received from the broker
 * @returns HTML safe to render with `dangerouslySetInnerHTML`
 */
export function sanitizeArticleHtml(html: string, context: SanitizeContext): string {
  const siteOrigin = new URL(context.siteOrigin).origin;
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ["href", "title", "rel"],
      img: ["src", "alt", "width", "height", "loading"],
      th: ["scope", "colspan", "rowspan"],
      td: ["colspan", "rowspan"],
      abbr: ["title"],
      ol: ["start", "reversed"],
    },
    allowedSchemes: ["http", "https"],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    allowedStyles: {},
    // Content of these is dropped, not kept as text.
    nonTextTags: [
      "script",
      "style",
      "textarea",
      "option",
      "xmp",
      "noscript",
      "iframe",
      "noembed",
      "noframes",
      "template",
      "svg",
      "math",
      "object",
    ],
    disallowedTagsMode: "discard",
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
        const href = safeHref(attribs.href, siteOrigin);
        // A link whose target is unsafe becomes plain text: an <a> without href looks clickable but is not.
        if (!href) return { tagName: "span", attribs: {} };
        const next: Record<string, string> = { href: href.value };
        if (attribs.title) next.title = attribs.title;
        if (href.external) next.rel = "noopener noreferrer nofollow";
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => {
        const src = safeImageSrc(attribs.src, siteOrigin, context.assetBase);
        // An image without a usable source is dropped by `exclusiveFilter` below.
        const next: Record<string, string> = { alt: attribs.alt ?? "", loading: "lazy" };
        if (src) next.src = src;
        if (attribs.width && /^\d{1,4}$/.test(attribs.width)) next.width = attribs.width;
        if (attribs.height && /^\d{1,4}$/.test(attribs.height)) next.height = attribs.height;
        return { tagName, attribs: next };
      },
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  });
}

/** A link target that may be rendered, and whether it leaves the site. */
function safeHref(
  raw: string | undefined,
  siteOrigin: string,
): { value: string; external: boolean } | null {
  const href = raw?.trim();
  if (!href) return null;
  if (href.startsWith("#")) return { value: href, external: false };
  if (isSitePath(href)) return { value: href, external: false };
  const url = absoluteHttpUrl(href);
  if (!url) return null;
  return { value: url.toString(), external: url.origin !== siteOrigin };
}

function safeImageSrc(
  raw: string | undefined,
  siteOrigin: string,
  assetBase: string | undefined,
): string | null {
  const src = raw?.trim();
  if (!src) return null;
  if (isSitePath(src)) return src;
  const url = absoluteHttpUrl(src);
  if (!url) return null;
  if (url.origin === siteOrigin) return url.toString();
  if (assetBase && url.toString().startsWith(`${assetBase.replace(/\/+$/, "")}/`))
    return url.toString();
  return null;
}

/** `/path` on this site; `//host` and `/\host` are other hosts to a browser. */
function isSitePath(value: string): boolean {
  return (
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.startsWith("/\\") &&
    !/[\u0000-\u001f]/.test(value)
  );
}

function absoluteHttpUrl(value: string): URL | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
