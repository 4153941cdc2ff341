import { addDays, addYears, format, parseISO } from "date-fns";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { nomineeRelations } from "@/lib/journeys/shared/options";
import { findInsurer } from "./plans";
import { priceRequest } from "./pricing";
import { memberName, type HealthState } from "./state";
import type { PolicyDoc } from "./urls";

/**
 * Policy documents of the health sandbox, generated with pdf-lib: real one-page PDFs with the
 * policy number, insurer, plan, members and premiums. Deterministic for a given state (the
 * document dates are the payment date).
 */

const titles: Record<PolicyDoc, string> = {
  policyPraposal: "Policy Proposal",
  policySchedule: "Policy Schedule",
  policyCis: "Customer Information Sheet",
  ecard: "Health E-card",
};

/** Standard PDF fonts only encode WinAnsi: strip accents and replace other characters. */
export function pdfText(value: unknown): string {
  return String(value ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/₹/g, "Rs. ")
    .replace(/[^\x20-\x7e]/g, "?");
}

function money(amount: number): string {
  return `Rs. ${amount.toLocaleString("en-IN")}`;
}

type Writer = { page: PDFPage; font: PDFFont; bold: PDFFont; y: number };

function line(
  w: Writer,
  text: string,
  opts: { size?: number; bold?: boolean; indent?: number; gap?: number } = {},
): void {
  const size = opts.size ?? 11;
  w.page.drawText(pdfText(text), {
    x: 50 + (opts.indent ?? 0),
    y: w.y,
    size,
    font: opts.bold ? w.bold : w.font,
    color: rgb(0.1, 0.1, 0.1),
  });
  w.y -= size + (opts.gap ?? 6);
}

function row(w: Writer, cells: string[], widths: number[], bold = false): void {
  let x = 50;
  cells.forEach((cell, i) => {
    w.page.drawText(pdfText(cell), { x, y: w.y, size: 10, font: bold ? w.bold : w.font });
    x += widths[i] ?? 100;
  });
  w.y -= 16;
}

/**
 * Builds one policy document as PDF bytes.
 * @throws when the request has no plan or purchase (callers check that the policy is issued).
 */
export async function policyPdf(
  doc: PolicyDoc,
  requestKey: string,
  state: HealthState,
): Promise<Uint8Array> {
  const price = priceRequest(state);
  const purchase = state.purchase;
  if (!purchase) throw new Error("policyPdf: the request has no purchase");
  const insurer = findInsurer(price.plan.companyName);
  const issued = state.payment?.at ? parseISO(state.payment.at) : parseISO(purchase.triggeredAt);
  const start = addDays(issued, 1);
  const end = addDays(addYears(start, 1), -1);

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${titles[doc]} ${purchase.policyNumber}`);
  pdf.setAuthor(insurer?.name ?? price.plan.companyName);
  pdf.setSubject(`${price.plan.pName} health insurance`);
  pdf.setProducer("Sandbox broker");
  pdf.setCreator("Sandbox broker");
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  const page = pdf.addPage([595, 842]); // A4 in points
  const w: Writer = {
    page,
    font: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    y: 790,
  };
  const colour = insurer?.colour ?? "#333333";
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  page.drawRectangle({ x: 0, y: 812, width: 595, height: 30, color: rgb(r, g, b) });

  line(w, insurer?.name ?? price.plan.companyName, { size: 16, bold: true });
  line(w, titles[doc], { size: 14, bold: true, gap: 14 });
  line(w, `Policy number: ${purchase.policyNumber}`, { bold: true });
  line(w, `Plan: ${price.plan.pName} (${price.plan.pCode})`);
  line(w, `Proposer: ${memberName(state)}`);
  line(w, `Request: ${requestKey}`);
  line(w, `Period: ${format(start, "dd MMM yyyy")} to ${format(end, "dd MMM yyyy")}`, { gap: 14 });

  line(w, "Insured members", { bold: true, size: 12 });
  row(w, ["No.", "Name", "Relation", "Date of birth", "Gender"], [40, 190, 90, 100, 80], true);
  state.members.forEach((m, i) => {
    const name =
      [m.firstName, m.lastName].filter(Boolean).join(" ") ||
      (i === 0 ? state.quote.name : `Member ${m.memberNo}`);
    row(
      w,
      [String(m.memberNo), name, m.relation ?? "", m.dob ?? "", m.gender ?? ""],
      [40, 190, 90, 100, 80],
    );
  });
  w.y -= 8;

  line(w, "Cover and premium", { bold: true, size: 12 });
  line(w, `Sum insured: ${money(price.sumInsured)}`);
  line(w, `Base premium: ${money(price.basePremium)}`);
  if (price.riders.ipa) line(w, `Individual personal accident rider: ${money(price.riders.ipa)}`);
  if (price.riders.criticalIllness)
    line(w, `Critical illness cover: ${money(price.riders.criticalIllness)}`);
  line(w, `Net premium: ${money(price.netPremium)}`);
  line(w, `GST (18%): ${money(price.tax)}`);
  line(w, `Gross premium paid: ${money(price.grossPremium)}`, { bold: true, gap: 14 });

  if (doc !== "ecard") {
    const nominee = state.nominee;
    if (nominee && (nominee.firstName || nominee.lastName)) {
      const relation = nomineeRelations.find((n) => n.value === nominee.relation)?.label ?? "";
      line(
        w,
        `Nominee: ${[nominee.firstName, nominee.lastName].filter(Boolean).join(" ")}${relation ? ` (${relation})` : ""}`,
      );
    }
    const c = state.communication;
    if (c) {
      line(w, `Address: ${[c.street, c.city, c.pincode].filter(Boolean).join(", ")}`);
      line(w, `Contact: ${[c.email, c.mobile].filter(Boolean).join(", ")}`, { gap: 14 });
    }
  }
  line(
    w,
    "Room rent: No Limit. Existing diseases covered after 2 years. No-claim bonus 10%. Cashless at 6,700+ hospitals.",
    { size: 9 },
  );
  line(w, "Sandbox document for development and testing: not a real insurance policy.", {
    size: 9,
  });
  return pdf.save({ useObjectStreams: false });
}
