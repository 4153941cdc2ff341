import { createCspReportHandler } from "./handle-csp-report";

/**
 * `POST /api/csp-report`: where browsers send Content-Security-Policy violations (`report-uri`
 * and the `Reporting-Endpoints` group `csp` that `report-to` names; both set in proxy.ts).
 * Logs one `csp` line per violation (directive, blocked origin, document path) and answers 204;
 * 429 above 20 reports a minute from one IP. See handle-csp-report.ts.
 */
export const POST = createCspReportHandler();
