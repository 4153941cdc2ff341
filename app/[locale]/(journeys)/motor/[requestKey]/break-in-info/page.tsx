import type { Metadata } from "next";
import { JourneyActions } from "@/components/journeys/shared/journey-actions";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { JourneyUnavailable } from "@/components/journeys/health/proposal-screen";
import { getMotorMemberData, triggerMotorPurchase } from "@/lib/api/motor";
import { breakInInfo } from "@/lib/journeys/motor/break-in";
import { pagePurchaseKey } from "@/lib/journeys/shared/idempotency";
import { MOTOR_POLICY_SEARCH, isSegment } from "@/lib/journeys/shared/paths";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Vehicle inspection needed",
  description: "Your previous policy has lapsed, so the insurer inspects your vehicle first.",
};

const TITLE = "Your vehicle needs an inspection";

/**
 * /motor/{requestKey}/break-in-info (spec 2.4 "Break-in info"): the previous policy has lapsed,
 * so the insurer inspects the vehicle before the policy is issued. `trigger/purchase` gives the
 * name and policy number (the broker answers it idempotently and sends the inspection link once);
 * the saved owner (`get/active/member/data`) is the fallback for the name. The Idempotency-Key is
 * derived from the requestKey and this page (`pagePurchaseKey`; the break-in inspection is
 * digit's, the only insurer that asks for one), so a reload triggers nothing new.
 */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  if (!isSegment(requestKey))
    return <JourneyUnavailable title={TITLE} startHref="/motor-insurance" what="your policy" />;
  const purchase = await triggerMotorPurchase(requestKey, {
    idempotencyKey: pagePurchaseKey("motor", requestKey, "digit", "break-in-info"),
  });
  const member = purchase.data.memberName ? undefined : await getMotorMemberData(requestKey);
  const info = breakInInfo(purchase.data, member?.data.member);
  if (!info)
    return <JourneyUnavailable title={TITLE} startHref="/motor-insurance" what="your policy" />;
  return (
    <JourneyShell title={TITLE}>
      <div className="space-y-4 text-lg leading-relaxed">
        <p>{info.memberName ? `Hello ${info.memberName},` : "Hello,"}</p>
        {info.policyNumber ? (
          <p>
            Your policy number is{" "}
            <strong className="font-semibold text-ink">{info.policyNumber}</strong>. Keep it handy:
            you will need it to come back.
          </p>
        ) : (
          <p>Your policy number is in the e-mail we sent you.</p>
        )}
        <p>
          Because your previous policy has lapsed, the insurer inspects your vehicle before it
          issues the new policy. We have sent you a link to book the inspection by e-mail.
        </p>
        <p>
          Once the inspection is done, search for your policy number to pay and get your policy.
        </p>
      </div>
      <JourneyActions href={MOTOR_POLICY_SEARCH} label="Search for your policy" />
    </JourneyShell>
  );
}
