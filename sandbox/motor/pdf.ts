import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { addOnSectionKeys } from "@/lib/api/contract/motor";
import { nomineeRelationLabels } from "@/lib/journeys/shared/options";
import { previousInsurerName } from "@/lib/journeys/motor/options";
import type { MotorState } from "./state";
import { insurerBySlug, quoteFor } from "./pricing";
import { describeVehicle } from "./vehicle";

/**
 * The motor policy documents the sandbox issues once a digit policy is paid and KYC approved,
 * served at `{sandbox}/assets/policies/motor/{requestKey}/{doc}.pdf`.
 */

/** Document file names, by the `PolicyDocuments` field that links to them. */
export const motorDocuments = {
  policyPraposal: { file: "proposal", title: "Proposal Form" },
  policySchedule: { file: "schedule", title: "Policy Schedule" },
  policyCis: { file: "cis", title: "Customer Information Sheet" },
} as const;
export type MotorDocumentFile = (typeof motorDocuments)[keyof typeof motorDocuments]["file"];

/** The URL of one document. */
export function motorDocumentUrl(
  publicUrl: string,
  requestKey: string,
  file: MotorDocumentFile,
): string {
  return `${publicUrl}/assets/policies/motor/${requestKey}/${file}.pdf`;
}

/** Whether a journey's documents exist: paid on the hosted payment page and KYC approved. */
export function documentsReady(state: MotorState): boolean {
  return (
    state.payment?.status === "paid" &&
    state.kyc?.status === "approved" &&
    !!state.purchase?.policyNumber
  );
}

/** Text the standard Helvetica (WinAnsi) can draw: ₹ becomes "Rs.", other characters outside Latin-1 "?". */
function printable(value: unknown): string {
  return String(value ?? "")
    .replace(/₹\s?/g, "Rs. ")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

const rupees = (n: number) =>
  `Rs. ${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(n)}`;

/** Renders one document as PDF bytes (A4, Helvetica); the policy starts on the purchase day. */
export async function renderMotorPdf(
  state: MotorState,
  requestKey: string,
  file: MotorDocumentFile,
): Promise<Uint8Array> {
  const purchase = state.purchase;
  const insurer = insurerBySlug(purchase?.companyName ?? "");
  const title =
    Object.values(motorDocuments).find((d) => d.file === file)?.title ?? "Policy document";
  const start = (purchase?.at ?? state.createdAt).slice(0, 10);
  const endDate = new Date(Date.parse(start) + 364 * 86_400_000).toISOString().slice(0, 10);
  const owner = state.member
    ? `${state.member.firstName} ${state.member.lastName}`
    : state.quote.name;

  const doc = await PDFDocument.create();
  const issued = new Date(purchase?.at ?? state.createdAt);
  doc.setTitle(`${title} ${purchase?.policyNumber ?? ""}`.trim());
  doc.setAuthor(insurer?.name ?? "Sandbox insurer");
  doc.setSubject("Private car package policy (sandbox)");
  doc.setCreator("Sandbox broker");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const writer = new Writer(doc, font, bold);
  writer.heading(insurer?.name ?? "Sandbox insurer");
  writer.line(`${title} - Private Car Package Policy`, { bold: true });
  writer.line("SANDBOX DOCUMENT - NOT A REAL INSURANCE POLICY", { size: 9 });
  writer.gap();

  const rows: [string, unknown][] = [
    ["Policy number", purchase?.policyNumber ?? "-"],
    ["Request key", requestKey],
    ["Insured", owner],
    ["Period of insurance", `${start} to ${endDate} (both days inclusive)`],
    ["Vehicle", describeVehicle(state.vehicle)],
    ["Registration number", state.vehicle.registrationNumber],
    ["Registration year", state.vehicle.registrationYear],
    ["Plan", state.plan?.pName ?? "-"],
  ];
  for (const [k, v] of rows) writer.field(k, v);
  writer.gap();

  if (file === "proposal") {
    writer.line("Proposer", { bold: true });
    const m = state.member;
    if (m) {
      writer.field("Date of birth", m.dob);
      writer.field("Gender", m.gender);
      writer.field("Marital status", m.maritalStatus);
      writer.field("Profession", m.profession ?? m.occupation ?? "-");
      writer.field(
        "Identity document",
        `${m.documentType} ${m.documentId} (issued ${m.documentIssueDate})`,
      );
    }
    const c = state.communication;
    writer.field("Address", [c?.street, c?.city, c?.pincode].filter(Boolean).join(", ") || "-");
    writer.field("E-mail", c?.email ?? state.quote.email);
    writer.field("Mobile", c?.mobile ?? state.quote.phone);
    const n = state.nominee;
    writer.field(
      "Nominee",
      n?.firstName
        ? `${n.firstName} ${n.lastName ?? ""} (${n.relation ? nomineeRelationLabels[n.relation] : "relation not given"})`
        : "-",
    );
    writer.gap();
    writer.line("Previous insurance", { bold: true });
    for (const p of state.insurances ?? []) {
      writer.field(
        `Policy ${p.srNo}`,
        `${previousInsurerName(p.insuranceCompany) ?? p.insuranceCompany}, ${p.policyNumber}, ${p.startDate} to ${p.endDate}, ${p.policyType}, NCB ${p.nbc}%, claim last year: ${p.lastYearClaim === "true" ? "yes" : "no"}`,
      );
    }
    if (!state.insurances?.length) writer.field("Previous insurance", "none");
  }

  if (file === "schedule" && insurer && purchase) {
    const q = quoteFor(state.vehicle, state.insurances, start, insurer, state.addOns ?? {});
    writer.line("Premium", { bold: true });
    writer.field("Insured declared value (IDV)", rupees(q.cover.idv));
    writer.field("Own damage (after NCB)", rupees(q.cover.od));
    writer.field("No-claim bonus", `${q.cover.ncbPercent}%`);
    writer.field("Third party liability", rupees(q.cover.tp));
    for (const key of addOnSectionKeys) {
      for (const item of q.catalogue[key].data) {
        const chosen =
          (state.addOns ?? {})[item.code] === true || item === q.catalogue.pACover.data[0];
        if (!chosen || !item.available) continue;
        const premium =
          typeof item.premium === "number"
            ? item.premium
            : (Object.entries(item.premium).find(
                ([k]) => (state.addOns ?? {})[`${item.code}__${k}`],
              )?.[1] ?? 0);
        writer.field(printable(item.displayName), rupees(premium));
      }
    }
    writer.field("Net premium", rupees(purchase.netPremium));
    writer.field("GST (18%)", rupees(purchase.tax));
    writer.field("Total premium paid", rupees(purchase.grossPremium));
    if (state.payment) writer.field("Paid on", state.payment.at.slice(0, 10));
  }

  if (file === "cis") {
    writer.line("What is covered", { bold: true });
    for (const text of [
      "Loss of or damage to the insured vehicle by accident, fire, theft, flood and other perils.",
      "Legal liability to third parties for death, injury and property damage.",
      "Compulsory personal accident cover for the owner-driver of Rs. 15 lakh.",
    ])
      writer.line(`- ${text}`);
    writer.gap();
    writer.line("What is not covered", { bold: true });
    for (const text of [
      "Normal wear and tear, mechanical or electrical breakdown.",
      "Driving under the influence of alcohol or drugs, or without a valid licence.",
      "Consequential loss and depreciation (unless the zero depreciation add-on is chosen).",
    ])
      writer.line(`- ${text}`);
    writer.gap();
    writer.line(
      "Claims: call the insurer's helpline within 48 hours; the broker's team assists with every claim.",
    );
  }

  return doc.save();
}

/** Writes lines top to bottom, adding pages as needed. */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly margin = 50;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([595.28, 841.89]);
    this.y = this.page.getHeight() - this.margin;
  }

  heading(text: string): void {
    this.line(text, { bold: true, size: 18 });
    this.y -= 4;
  }

  field(label: string, value: unknown): void {
    this.line(`${label}: ${printable(value)}`);
  }

  gap(): void {
    this.y -= 8;
  }

  line(text: string, opts: { bold?: boolean; size?: number } = {}): void {
    const size = opts.size ?? 11;
    const font = opts.bold ? this.bold : this.font;
    const maxWidth = this.page.getWidth() - 2 * this.margin;
    for (const part of wrap(printable(text), font, size, maxWidth)) {
      if (this.y < this.margin + size) {
        this.page = this.doc.addPage([595.28, 841.89]);
        this.y = this.page.getHeight() - this.margin;
      }
      this.page.drawText(part, {
        x: this.margin,
        y: this.y - size,
        size,
        font,
        color: rgb(0.1, 0.1, 0.1),
      });
      this.y -= size * 1.45;
    }
  }
}

/** Splits text into lines no wider than `maxWidth`. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= maxWidth || !current) {
      current = next;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}
