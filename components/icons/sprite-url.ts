// Written by scripts/icon-sprite.ts: do not edit by hand.

/** URL of the icon sprite (public/icons), content-hashed: cached for a year. */
export const spriteUrl = "/icons/74ed9cf3cd.svg";
