/**
 * One tiny inline script for the whole site (rendered once, in the root layout, so it also covers
 * pages reached by client-side navigation): whenever a `<details>` opens or closes, its summary's
 * `aria-expanded` follows. `toggle` does not bubble, hence the capturing listener on the document.
 * Summaries are rendered with `aria-expanded="false"` (closed) on the server.
 */
const script =
  'document.addEventListener("toggle",function(e){var d=e.target;if(d instanceof HTMLDetailsElement){var s=d.querySelector(":scope>summary");if(s&&s.hasAttribute("aria-expanded"))s.setAttribute("aria-expanded",d.open?"true":"false")}},true)';

/** The inline `<script>` that keeps each `<summary aria-expanded>` in step with its `<details>`. */
export function DisclosureSync() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
