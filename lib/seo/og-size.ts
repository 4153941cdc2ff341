/** Size of every generated Open Graph image, in pixels. */
export const ogImageSize = { width: 1200, height: 630 };

/** MIME type of the generated images. */
export const ogImageType = "image/png";
