import { randomUUID } from "node:crypto";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { MotorActiveMemberData } from "@/lib/api/contract/motor";
import { getMotorMemberData } from "@/lib/api/motor";
import { motorProposalProgress, type MotorProgressStep } from "@/lib/journeys/motor/steps";
import { isSegment } from "@/lib/journeys/shared/paths";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { ProposalProgress } from "@/components/journeys/shared/proposal-progress";
import { FirstScreen } from "@/components/journeys/shared/first-screen";
import { FreshStep } from "@/components/journeys/shared/fresh-step";
import { StepSkeleton } from "@/components/journeys/shared/step-skeleton";
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
 * opened later shows it, then renders the step's form. A failed load shows the error state. The
 * step paints whole from the first HTML when the broker answers within the first-screen wait,
 * behind the step skeleton otherwise (`FirstScreen`; issue 25).
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
  const title = t(TITLES[step]);
  if (!isSegment(requestKey))
    return <JourneyUnavailable title={title} startHref="/motor-insurance" />;
  return (
    <FirstScreen load={getMotorMemberData(requestKey)} fallback={<StepSkeleton />}>
      {async (result) => {
        if (!result.ok) return <JourneyUnavailable title={title} startHref="/motor-insurance" />;
        const active = result.data;
        return (
          <JourneyShell title={title} intro={<PlanIntro plan={active.plan} />}>
            <ProposalProgress current={step} steps={motorProposalProgress} />
            <FreshStep renderId={randomUUID()}>{await render(active)}</FreshStep>
          </JourneyShell>
        );
      }}
    </FirstScreen>
  );
}
