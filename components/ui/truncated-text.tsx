import { truncateAtWord } from "@/lib/content/truncate";

/**
 * Text cut at a word boundary with an ellipsis (spec 2.3 card limits). Sighted users see the
 * cut text (with the full text as a tooltip); assistive technology reads the full text only,
 * so nothing is lost and nothing is read twice.
 *
 * @param limit maximum characters shown, ellipsis included
 */
export function TruncatedText({ text, limit }: { text: string; limit: number }) {
  const full = text.replace(/\s+/g, " ").trim();
  const cut = truncateAtWord(full, limit);
  if (cut === full) return <>{full}</>;
  return (
    <>
      <span aria-hidden="true" title={full} data-truncated="">
        {cut}
      </span>
      <span className="sr-only">{full}</span>
    </>
  );
}
