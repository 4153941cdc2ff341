import { serializeJsonLd } from "@/lib/seo/json-ld";

/**
 * One `<script type="application/ld+json">` whose text is {@link serializeJsonLd}'s: no `<`, `>`
 * or `&` survives raw, so broker text (post titles, descriptions) cannot end the element.
 * next-seo's own `JsonLdScript` escapes only the exact `</script>`, so it is not used to render.
 *
 * A JSON-LD block is data, not script: browsers never execute it and CSP `script-src` does not
 * apply. `nonce` is accepted for pages that want every script element to carry one.
 */
export function JsonLdScript({ id, data, nonce }: { id: string; data: unknown; nonce?: string }) {
  return (
    <script
      type="application/ld+json"
      id={id}
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
