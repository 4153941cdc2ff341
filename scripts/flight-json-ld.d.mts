/** Types of scripts/flight-json-ld.mjs (plain JavaScript, loaded by Node before Next's server). */
export function dropFlightJsonLd(html: string): string;
