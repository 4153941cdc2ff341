import type { SandboxArticle } from "../types";
import { eventArticles } from "./event-insurance";
import { generalArticles } from "./general-insurance";
import { healthArticles } from "./health-insurance";
import { marineArticles } from "./marine-insurance";
import { motorArticles } from "./motor-insurance";
import { multiModalArticles } from "./multi-modal-insurance";

export {
  eventArticles,
  generalArticles,
  healthArticles,
  marineArticles,
  motorArticles,
  multiModalArticles,
};

/** Every knowledge-centre article, newest first by `published` (ties broken by id for a stable order). */
export const articles: SandboxArticle[] = [
  ...multiModalArticles,
  ...generalArticles,
  ...eventArticles,
  ...healthArticles,
  ...motorArticles,
  ...marineArticles,
].sort((a, b) =>
  a.published === b.published ? a.id.localeCompare(b.id) : a.published < b.published ? 1 : -1,
);
