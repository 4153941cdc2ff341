import { randomUUID } from "node:crypto";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { MotorActiveMemberData } from "@/lib/api/contract/motor";
import { getMotorMemberData } from "@/lib/api/motor";
import { motorProposalProgress, type MotorProgressStep } from "@/lib/journeys/motor/steps";
import { isSegment } from "@/lib/journeys/shared/paths";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { ProposalProgress } from "@/components/journeys/shared/proposal-progress";
import { FreshStep } from "@/components/journeys/shared/fresh-step";
import { JourneyUnavailable, PlanIntro } from "@/components/journeys/health/proposal-screen";

/** Each step's title: its key in the `Titles` catalogue area. */
const TITLES = {
  member: "vehicleOwner",
  nominee: "nominee",
  communication: "communication",
  "add-ons": "addOns",
} as const satisfies Record<Exclude<MotorProgressStep, "final-quote">, string>;

/**
 * A motor proposal step page (/motor/{requestKey}/member … /add-ons): loads what is saved for the
 * requestKey from the broker (get/active/member/data) on every request, so a reload or a link
 * opened later shows it, then renders the step's form. A failed load shows the error state.
 */
export async function MotorProposalScreen({
  requestKey,
  step,
  render,
}: {
  requestKey: string;
  step: keyof typeof TITLES;
  render: (active: MotorActiveMemberData) => ReactNode | Promise<ReactNode>;
}) {
  const t = await getTranslations("Titles");
  const result = isSegment(requestKey) ? await getMotorMemberData(requestKey) : null;
  if (!result?.ok)
    return <JourneyUnavailable title={t(TITLES[step])} startHref="/motor-insurance" />;
  const active = result.data;
  return (
    <JourneyShell title={t(TITLES[step])} intro={<PlanIntro plan={active.plan} />}>
      <ProposalProgress current={step} steps={motorProposalProgress} />
      <FreshStep renderId={randomUUID()}>{await render(active)}</FreshStep>
    </JourneyShell>
  );
}
