import { desc } from "drizzle-orm";
import type { SandboxContext } from "../context";
import { outbox, type OutboxRow } from "../db/schema";
import { escapeHtml, htmlPage } from "../http/html";
import { envelope, htmlResponse } from "../http/responses";
import type { Router } from "../router";

/**
 * The outbox: messages a real broker would e-mail or text (continue links, inspection links).
 * `GET /sandbox/outbox` (HTML list, newest first, links clickable, every value escaped) and
 * `GET /sandbox/outbox.json` (`{ status: 200, data: OutboxRow[], meta: { count } }`, newest first).
 */
export function register(router: Router, ctx: SandboxContext): void {
  ctx.inspectionPages.push(
    {
      href: "/sandbox/outbox",
      title: "Outbox",
      description:
        "messages a real broker would send (continue and inspection links), newest first",
    },
    {
      href: "/sandbox/outbox.json",
      title: "Outbox (JSON)",
      description: "the same messages as JSON",
    },
  );

  const list = (): Promise<OutboxRow[]> =>
    ctx.db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id));

  router.get("/sandbox/outbox.json", async () => {
    const rows = await list();
    return envelope(200, { data: rows, meta: { count: rows.length } });
  });

  router.get("/sandbox/outbox", async () => {
    const rows = await list();
    const items = rows
      .map(
        (row) => `<li>
<p><strong>${escapeHtml(row.subject)}</strong> <small>(${escapeHtml(row.kind)})</small><br>
To ${escapeHtml(row.recipient)}, <time datetime="${escapeHtml(row.createdAt)}">${escapeHtml(row.createdAt)}</time></p>
<p>${escapeHtml(row.body)}</p>
${linkMarkup(row.link)}
</li>`,
      )
      .join("\n");
    const markup = `<p><a href="/sandbox">Sandbox broker</a></p>
<h1>Outbox</h1>
<p>Messages a real broker would send, newest first. Also as <a href="/sandbox/outbox.json">JSON</a>.</p>
${rows.length === 0 ? "<p>No messages yet.</p>" : `<ol>\n${items}\n</ol>`}`;
    return htmlResponse(200, htmlPage("Outbox – Sandbox broker", markup));
  });
}

/** A clickable link for http(s) URLs; any other value is shown as text. */
function linkMarkup(link: string | null): string {
  if (!link) return "";
  let safe = false;
  try {
    const url = new URL(link);
    safe = url.protocol === "http:" || url.protocol === "https:";
  } catch {
    safe = false;
  }
  return safe
    ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
    : `<p>${escapeHtml(link)}</p>`;
}
