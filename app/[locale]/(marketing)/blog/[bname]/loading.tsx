import { LoadingScreen } from "@/components/ui/loading-screen";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

/**
 * Shown while a post loads (spec 2.3: "Shows 'Loading' while fetching"). A loading file gets no
 * params, and reading the locale from the request would make the ISR post pages dynamic; so both
 * words are rendered and the page's `lang` shows one (`.lang-en` / `.lang-hi` in globals.css).
 */
export default function Loading() {
  return (
    <LoadingScreen
      variant="blog"
      label={
        <>
          <span className="lang-en">{en.Loading.generic}</span>
          <span className="lang-hi" lang="hi">
            {hi.Loading.generic}
          </span>
        </>
      }
    />
  );
}
