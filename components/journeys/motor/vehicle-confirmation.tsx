import { getTranslations } from "next-intl/server";
import type { MotorVehicle } from "@/lib/api/types";
import { NotMyVehicleLink } from "@/components/journeys/motor/not-my-vehicle-link";

/**
 * The vehicle the broker's registration lookup found (`vehicle` of `get/base-policy-details`),
 * shown at the top of the previous-insurance step for the visitor to confirm (issue 22 item 1):
 * make, model, variant, fuel and registration year as the broker sent them (plain text, escaped
 * by React), and "Not my vehicle?" back to the quote form to change the registration number.
 * Saving the step below confirms it: one screen, no extra press. Without a vehicle it says the
 * insurer will confirm it, with the same way back.
 *
 * @param quoteHref the quote form in the page's language (`/motor-insurance#motor-quote`)
 */
export async function VehicleConfirmation({
  vehicle,
  quoteHref,
}: {
  vehicle: MotorVehicle | undefined;
  quoteHref: string;
}) {
  const t = await getTranslations("MotorJourney");
  const rows: [label: string, value: string | number | undefined][] = vehicle
    ? [
        [t("make"), vehicle.make],
        [t("model"), vehicle.model],
        [t("variant"), vehicle.variant],
        [t("fuel"), vehicle.fuel],
        [t("year"), vehicle.registrationYear],
      ]
    : [];
  return (
    <section
      aria-labelledby="vehicle-heading"
      className="mb-8 rounded-xl border border-brand-100 bg-brand-50/40 p-4 sm:p-6"
      data-testid="vehicle-confirmation"
    >
      <h2 id="vehicle-heading" className="text-lg font-bold text-brand-900">
        {t("vehicleHeading")}
      </h2>
      {vehicle ? (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
            {rows
              .filter((row): row is [string, string | number] => row[1] !== undefined)
              .map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="font-bold break-words text-ink">{value}</dd>
                </div>
              ))}
          </dl>
          <p className="mt-3 text-sm text-muted">{t("confirmNote")}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">{t("noVehicle")}</p>
      )}
      <p className="mt-3">
        <NotMyVehicleLink href={quoteHref}>{t("notMine")}</NotMyVehicleLink>
      </p>
    </section>
  );
}
