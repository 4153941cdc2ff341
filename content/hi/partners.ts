/**
 * Insurer partners in the logo strip (twin of content/partners.ts). Company names are set as the
 * insurers write them, so the wordmarks read the same on Hindi pages.
 */
export { partners } from "../partners";
