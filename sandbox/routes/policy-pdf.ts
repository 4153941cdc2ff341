import type { SandboxContext } from "../context";
import { envelope, fileResponse } from "../http/responses";
import { policyPdf } from "../health/pdf";
import { findRequest, healthKind, type HealthState } from "../health/state";
import { policyDocs, type PolicyDoc } from "../health/urls";
import type { Router } from "../router";
import { hasDocument, isIssued } from "./health";

/**
 * `GET /assets/policies/{requestKey}/{doc}.pdf`: the policy documents that `generate/pdf` links
 * to (`doc` = policyPraposal, policySchedule, policyCis or ecard), generated with pdf-lib and
 * served as `application/pdf`. 404 envelope for an unknown key or document, a policy that is not
 * issued (not paid, or KYC not approved) or a document the insurer does not issue.
 */
export function register(router: Router, ctx: SandboxContext): void {
  router.get("/assets/policies/:requestKey/:file", async (req) => {
    const key = req.params.requestKey ?? "";
    const doc = /^(\w+)\.pdf$/.exec(req.params.file ?? "")?.[1];
    if (!doc || !isPolicyDoc(doc)) return envelope(404, { message: "Unknown policy document" });
    const row = await findRequest(ctx.db, key);
    if (!row || row.kind !== healthKind) return envelope(404, { message: "Unknown requestKey" });
    const state = row.state as unknown as HealthState;
    if (!isIssued(state) || !state.plan || !hasDocument(state.plan.companyName, doc)) {
      return envelope(404, { message: "This document is not available" });
    }
    const bytes = await policyPdf(doc, key, state);
    return fileResponse("application/pdf", bytes, {
      fileName: `${state.purchase?.policyNumber ?? key}-${doc}.pdf`,
    });
  });
}

function isPolicyDoc(value: string): value is PolicyDoc {
  return (policyDocs as readonly string[]).includes(value);
}
