import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";
import { productOf } from "@/lib/journeys/registry";
import { productCalls } from "@/lib/journeys/product-calls";
import { isSegment } from "@/lib/journeys/shared/paths";
import { type PlanView } from "@/lib/journeys/shared/plans";
import { allowed } from "@/lib/journeys/shared/redirect";
import { imagePolicy } from "@/lib/journeys/shared/server-policy";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { PlanGrid } from "@/components/journeys/shared/plan-grid";
import { PlansSummary } from "@/components/journeys/shared/plans-summary";
import { FirstScreen } from "@/components/journeys/shared/first-screen";
import { PlansSkeleton } from "@/components/journeys/shared/step-skeleton";
import { getBasePolicyDetails } from "@/lib/api/motor";
import type { MotorVehicle } from "@/lib/api/types";
import { readQuoteSummary } from "@/lib/journeys/health/quote-summary-cookie";

/**
 * /insurance-compare/{insuranceType}/{requestKey}[/{companyName}] (spec 2.4). Health or motor
 * plans come from that type's get/quick-quotes on every request (motor cards show the IDV), each
 * with its own facts, price and way of buying (issue 22); with a companyName only that insurer's
 * plans are listed. An unknown type, an empty list or a failed
 * call show the apology. Above the plans a summary line: health members and pincode from the
 * quote's cookie (only in the browser that sent the quote), the motor vehicle from
 * get/base-policy-details, and "Edit" back to the quote form. The reads run at once, and the
 * list paints whole from the first HTML when they come within the first-screen wait, behind the
 * plans skeleton otherwise (`FirstScreen`; the route has no `loading.tsx`, issue 25).
 */
export async function PlansScreen({
  insuranceType,
  requestKey,
  companyName,
}: {
  insuranceType: string;
  requestKey: string;
  companyName?: string;
}) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const product = productOf(insuranceType);
  const apology = (
    <JourneyShell title={t("Journey.selectPlan")} wide>
      <p role="status" className="rounded-xl bg-brand-50 p-6 text-lg text-brand-900">
        {t("Plans.noPlans")}
      </p>
    </JourneyShell>
  );
  if (!product || !isSegment(requestKey)) return apology;
  const load = Promise.all([
    productCalls(product.type).quickQuotes(requestKey),
    product.type === "motor" ? getBasePolicyDetails(requestKey) : null,
    product.type === "health" ? readQuoteSummary(locale) : null,
  ]);
  return (
    <FirstScreen load={load} fallback={<PlansSkeleton />}>
      {([result, details, who]) => {
        const vehicle: MotorVehicle | undefined = details?.ok ? details.data.vehicle : undefined;
        const images = imagePolicy();
        const plans: PlanView[] = (result.ok ? result.data : [])
          .filter((p) => !companyName || p.insurer === companyName)
          .map((p, i) => ({
            ...p,
            id: `${i}-${p.insurer}-${p.code}`.replace(/[^A-Za-z0-9_-]/g, "_"),
            logo: allowed(p.logo, images),
          }));
        if (!plans.length) return apology;
        return (
          <JourneyShell title={t("Journey.selectPlan")} wide>
            <PlansSummary
              plans={plans.length}
              insurers={new Set(plans.map((p) => p.insurer)).size}
              covers={plans.map((p) => p.cover)}
              coverLabel={product.coverLabel}
              who={who}
              vehicle={vehicle}
              editHref={localePath(
                locale,
                product.type === "health" ? "/health-insurance?edit=1" : "/motor-insurance",
              )}
            />
            <PlanGrid
              plans={plans}
              insuranceType={product.type}
              product={{
                coverLabel: product.coverLabel,
                thankYouPath: product.thankYouPath,
              }}
              requestKey={requestKey}
              locale={locale}
            />
          </JourneyShell>
        );
      }}
    </FirstScreen>
  );
}
