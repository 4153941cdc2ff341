import type { SandboxContext } from "../context";
import { escapeHtml, htmlPage } from "../http/html";
import { htmlResponse } from "../http/responses";
import type { Router } from "../router";

/**
 * `GET /sandbox`: an index of the sandbox's inspection pages. Other route modules add their
 * pages to `ctx.inspectionPages` while registering; the list is read per request, so
 * registration order does not matter.
 */
export function register(router: Router, ctx: SandboxContext): void {
  // Browsers ask every origin for a favicon; the hosted insurer pages would otherwise log a 404.
  router.get("/favicon.ico", () => ({
    status: 204,
    headers: { "cache-control": "public, max-age=86400" },
  }));

  router.get("/sandbox", () => {
    const items = ctx.inspectionPages
      .map(
        (p) =>
          `<li><a href="${escapeHtml(p.href)}">${escapeHtml(p.title)}</a> – ${escapeHtml(p.description)}</li>`,
      )
      .join("\n");
    const markup = `<h1>Sandbox broker</h1>
<p>A development and test double of the broker API. The site at
<a href="${escapeHtml(ctx.siteUrl)}">${escapeHtml(ctx.siteUrl)}</a> uses it while
<code>BROKER_API_URL</code> is unset.</p>
<h2>Inspection pages</h2>
<ul>
${items}
</ul>`;
    return htmlResponse(200, htmlPage("Sandbox broker", markup));
  });
}
