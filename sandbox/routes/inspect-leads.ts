import type { SandboxContext } from "../context";
import { listLeads } from "../db/lead-store";
import type { LeadRow } from "../db/schema";
import { escapeHtml, htmlPage } from "../http/html";
import { envelope, htmlResponse } from "../http/responses";
import type { Router } from "../router";

/** Columns of the stored-leads table: header text and how to read the value. */
const columns: { label: string; value: (row: LeadRow) => unknown }[] = [
  { label: "Received", value: (r) => r.createdAt },
  { label: "keyId", value: (r) => r.keyId },
  { label: "Business type", value: (r) => r.businessType },
  { label: "Client type", value: (r) => r.clientType },
  { label: "Name", value: (r) => `${r.firstName} ${r.lastName}` },
  { label: "Company", value: (r) => r.companyName },
  { label: "Phone", value: (r) => r.phone },
  { label: "E-mail", value: (r) => r.email },
  { label: "Town", value: (r) => r.town },
  { label: "City", value: (r) => r.city },
  { label: "Remarks", value: (r) => r.remarks },
  { label: "Comment", value: (r) => r.comment },
  { label: "Lead source", value: (r) => r.leadSource },
  { label: "Idempotency-Key", value: (r) => r.idempotencyKey },
  { label: "Id", value: (r) => r.id },
];

/**
 * Inspection of stored leads: `GET /sandbox/leads` (HTML table, newest first, every value
 * escaped, since lead text is visitor input) and `GET /sandbox/leads.json`
 * (`{ status: 200, data: LeadRow[], meta: { count } }`, newest first, dates as ISO strings).
 */
export function register(router: Router, ctx: SandboxContext): void {
  ctx.inspectionPages.push(
    {
      href: "/sandbox/leads",
      title: "Stored leads",
      description: "every lead received, newest first",
    },
    {
      href: "/sandbox/leads.json",
      title: "Stored leads (JSON)",
      description: "the same rows as JSON",
    },
  );

  router.get("/sandbox/leads.json", async () => {
    const rows = await listLeads(ctx.db);
    return envelope(200, { data: rows, meta: { count: rows.length } });
  });

  router.get("/sandbox/leads", async () => {
    const rows = await listLeads(ctx.db);
    const head = columns.map((c) => `<th scope="col">${escapeHtml(c.label)}</th>`).join("");
    const body = rows
      .map((row) => `<tr>${columns.map((c) => `<td>${cell(c.value(row))}</td>`).join("")}</tr>`)
      .join("\n");
    const table =
      rows.length === 0
        ? "<p>No leads stored yet.</p>"
        : `<div class="scroll"><table>
<caption>${rows.length} stored ${rows.length === 1 ? "lead" : "leads"}, newest first</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table></div>`;
    const markup = `<p><a href="/sandbox">Sandbox broker</a></p>
<h1>Stored leads</h1>
<p>Also as <a href="/sandbox/leads.json">JSON</a>.</p>
${table}`;
    return htmlResponse(200, htmlPage("Stored leads – Sandbox broker", markup));
  });
}

function cell(value: unknown): string {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso)}</time>`;
  }
  return escapeHtml(value);
}
