import type { LeadFormSettings } from "@/content/types";
import { LeadPanel } from "./lead-panel";

/**
 * The free-consultation lead form as a section of its own, on pages whose hero holds a quote form
 * (/health-insurance, /motor-insurance): for visitors who would rather talk to an adviser.
 */
export function ConsultationSection({ settings }: { settings: LeadFormSettings | undefined }) {
  if (!settings) return null;
  return (
    <section aria-label="Free consultation" className="container-page py-10">
      <div className="mx-auto max-w-2xl">
        <LeadPanel settings={settings} />
      </div>
    </section>
  );
}
