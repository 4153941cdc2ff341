import { site } from "@/content/site";

/** What a visitor who hit a limit is told, beside the submit button. */
export const RATE_LIMITED_MESSAGE = `Too many requests from this connection. Please wait a few minutes and try again, or call us on ${site.phone.display}.`;
