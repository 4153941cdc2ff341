import type { ReactNode } from "react";
import type { ActiveMemberData } from "@/lib/api/contract/health";
import { getActiveMemberData } from "@/lib/api/health";
import type { ChosenPlan } from "@/lib/api/types";
import { insurerName } from "@/lib/journeys/shared/format";
import { isSegment } from "@/lib/journeys/shared/paths";
import { JourneyActions } from "@/components/journeys/shared/journey-actions";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { ProposalProgress } from "@/components/journeys/shared/proposal-progress";

type Step = "member" | "medical" | "nominee" | "communication";

const TITLES: Record<Step, string> = {
  member: "Member details",
  medical: "Medical history",
  nominee: "Nominee details",
  communication: "Communication details",
};

/**
 * When a journey's saved data cannot be loaded (unknown requestKey, broker down): says so and
 * offers a new quote (`startHref`: the health or motor quote) or the contact page.
 */
export function JourneyUnavailable({
  title,
  startHref = "/health-insurance",
  what = "your proposal",
}: {
  title: string;
  startHref?: string;
  what?: string;
}) {
  return (
    <JourneyShell title={title}>
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        Something went wrong: we could not load {what}. Please try again in a moment, or start a new
        quote.
      </p>
      <JourneyActions href={startHref} label="Start a new quote" />
    </JourneyShell>
  );
}

/** The chosen plan under a proposal step's title ("Plan from Insurer"), if the broker named it. */
export function PlanIntro({ plan }: { plan?: ChosenPlan }) {
  if (!plan?.name) return null;
  return (
    <p>
      {plan.name}
      {plan.insurer ? ` from ${insurerName(plan.insurer)}` : ""}
    </p>
  );
}

/**
 * A proposal step page: loads what is saved for the requestKey from the broker on every request
 * (so a reload or a link opened later shows it), then renders the step's form with it.
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
  const result = isSegment(requestKey) ? await getActiveMemberData(requestKey) : null;
  if (!result?.ok) return <JourneyUnavailable title={TITLES[step]} />;
  const active = result.data;
  return (
    <JourneyShell title={TITLES[step]} intro={<PlanIntro plan={active.plan} />}>
      <ProposalProgress current={step} />
      {render(active)}
    </JourneyShell>
  );
}
