import { useTranslations } from "next-intl";
import { randomUUID } from "node:crypto";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { ActiveMemberData } from "@/lib/api/contract/health";
import { getActiveMemberData } from "@/lib/api/health";
import type { ChosenPlan } from "@/lib/api/types";
import { insurerName } from "@/lib/journeys/shared/format";
import { isSegment } from "@/lib/journeys/shared/paths";
import { JourneyActions } from "@/components/journeys/shared/journey-actions";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { ProposalProgress } from "@/components/journeys/shared/proposal-progress";
import { FirstScreen } from "@/components/journeys/shared/first-screen";
import { FreshStep } from "@/components/journeys/shared/fresh-step";
import { StepSkeleton } from "@/components/journeys/shared/step-skeleton";

type Step = "member" | "medical" | "nominee" | "communication";

/** Each step's title: its key in the `Titles` catalogue area. */
const TITLES = {
  member: "member",
  medical: "medical",
  nominee: "nominee",
  communication: "communication",
} as const satisfies Record<Step, string>;

/**
 * When a journey's saved data cannot be loaded (unknown requestKey, broker down): says so and
 * offers a new quote (`startHref`: the health or motor quote, unprefixed) or the contact page.
 *
 * @param what what could not be loaded: its key in the `Journey` catalogue area
 */
export function JourneyUnavailable({
  title,
  startHref = "/health-insurance",
  what = "whatProposal",
}: {
  title: string;
  startHref?: string;
  what?: "whatProposal" | "whatPolicy" | "whatMotorQuote";
}) {
  const t = useTranslations("Journey");
  return (
    <JourneyShell title={title}>
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        {t("loadFailed", { what: t(what) })}
      </p>
      <JourneyActions href={startHref} label={t("startNewQuote")} />
    </JourneyShell>
  );
}

/** The chosen plan under a proposal step's title ("Plan from Insurer"), if the broker named it. */
export function PlanIntro({ plan }: { plan?: ChosenPlan }) {
  const t = useTranslations("Journey");
  if (!plan?.name) return null;
  return (
    <p>
      {plan.name}
      {plan.insurer ? t("fromInsurer", { insurer: insurerName(plan.insurer) }) : ""}
    </p>
  );
}

/**
 * A proposal step page: loads what is saved for the requestKey from the broker on every request
 * (so a reload or a link opened later shows it), then renders the step's form with it. The step
 * paints whole from the first HTML when the broker answers within the first-screen wait, behind
 * the step skeleton otherwise (`FirstScreen`; the route has no `loading.tsx`).
 */
export async function ProposalScreen({
  requestKey,
  step,
  render,
}: {
  requestKey: string;
  step: Step;
  render: (active: ActiveMemberData) => ReactNode;
}) {
  const t = await getTranslations("Titles");
  const title = t(TITLES[step]);
  if (!isSegment(requestKey)) return <JourneyUnavailable title={title} />;
  return (
    <FirstScreen load={getActiveMemberData(requestKey)} fallback={<StepSkeleton />}>
      {(result) => {
        if (!result.ok) return <JourneyUnavailable title={title} />;
        const active = result.data;
        return (
          <JourneyShell title={title} intro={<PlanIntro plan={active.plan} />}>
            <ProposalProgress current={step} />
            <FreshStep renderId={randomUUID()}>{render(active)}</FreshStep>
          </JourneyShell>
        );
      }}
    </FirstScreen>
  );
}
