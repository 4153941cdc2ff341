import { getTranslations } from "next-intl/server";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { JourneyActions } from "@/components/journeys/shared/journey-actions";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { JourneyUnavailable } from "@/components/journeys/health/proposal-screen";
import { getMotorMemberData, triggerMotorPurchase } from "@/lib/api/motor";
import { breakInInfo } from "@/lib/journeys/motor/break-in";
import { pagePurchaseKey } from "@/lib/journeys/shared/idempotency";
import { MOTOR_POLICY_SEARCH, isSegment } from "@/lib/journeys/shared/paths";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("breakIn", "breakInDescription");

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
  const t = await getTranslations("BreakIn");
  const TITLE = t("heading");
  if (!isSegment(requestKey))
    return <JourneyUnavailable title={TITLE} startHref="/motor-insurance" what="whatPolicy" />;
  const purchase = await triggerMotorPurchase(requestKey, {
    idempotencyKey: pagePurchaseKey("motor", requestKey, "digit", "break-in-info"),
  });
  const member = purchase.data.memberName ? undefined : await getMotorMemberData(requestKey);
  const info = breakInInfo(purchase.data, member?.data.member);
  if (!info)
    return <JourneyUnavailable title={TITLE} startHref="/motor-insurance" what="whatPolicy" />;
  return (
    <JourneyShell title={TITLE}>
      <div className="space-y-4 text-lg leading-relaxed">
        <p>{info.memberName ? t("hello", { name: info.memberName }) : t("helloNoName")}</p>
        {info.policyNumber ? (
          <p>
            {t.rich("policyNumber", {
              number: info.policyNumber,
              strong: (chunks) => <strong className="font-bold text-ink">{chunks}</strong>,
            })}
          </p>
        ) : (
          <p>{t("policyNumberInEmail")}</p>
        )}
        <p>{t("explain")}</p>
        <p>{t("next")}</p>
      </div>
      <JourneyActions href={MOTOR_POLICY_SEARCH} label={t("searchCta")} />
    </JourneyShell>
  );
}
