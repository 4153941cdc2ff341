import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { optionKey } from "@/i18n/option-key";
import { genders, relations } from "@/lib/journeys/health/quote-schema";
import type {
  HealthQuoteLabels,
  MotorQuoteLabels,
  QuoteFrameLabels,
} from "@/components/journeys/shared/quote-labels";

/** Labels of contract `codes` from an `Options.{group}` area, keyed by the code itself. */
function optionLabels(
  codes: readonly string[],
  label: (key: string) => string,
): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [code, label(optionKey(code))]));
}

/** The words every quote card shares (tabs, step line, Back), in `locale`. */
async function frameLabels(
  locale: Locale,
): Promise<
  Omit<QuoteFrameLabels, "title" | "intro" | "submitLabel" | "busyLabel" | "continueLabel">
> {
  const journey = await getTranslations({ locale, namespace: "Journey" });
  const common = await getTranslations({ locale, namespace: "Common" });
  return {
    back: common("back"),
    // Templates the wizard fills (`fill`): the arguments pass through as text.
    stepOf: journey("stepOf", { step: "{step}", total: "{total}" }),
    iAmA: journey("iAmA"),
    audiences: { customer: journey("customer"), agent: journey("agent") },
  };
}

/**
 * The health quote wizard's words in `locale` (catalogue areas HealthQuote, Journey, Fields,
 * Options): built on the server and handed, as one plain record, to the wizard's shell and to
 * the wizard itself. Option labels are keyed by the contract code the form sends.
 */
export async function healthQuoteLabels(locale: Locale): Promise<HealthQuoteLabels> {
  const t = await getTranslations({ locale, namespace: "HealthQuote" });
  const fields = await getTranslations({ locale, namespace: "Fields" });
  const options = await getTranslations({ locale, namespace: "Options" });
  type OptionKey = Parameters<typeof options>[0];
  return {
    ...(await frameLabels(locale)),
    title: t("heading"),
    intro: t("intro"),
    submitLabel: t("viewPlans"),
    busyLabel: t("gettingQuotes"),
    continueLabel: t("continue"),
    stepTitles: {
      posp: t("pospLegend"),
      contact: t("contactLegend"),
      family: t("coverLegend"),
      members: t("membersLegend"),
    },
    pospNumber: t("pospNumber"),
    fullName: t("fullName"),
    mobile: t("mobile"),
    email: t("email"),
    adults: t("adults"),
    adultsHint: t("adultsHint"),
    kids: t("kids"),
    kidsHint: t("kidsHint"),
    pincode: t("pincode"),
    member: t("member", { number: "{number}" }),
    dob: t("dob"),
    dateHint: fields("dateHint"),
    datePlaceholder: fields("datePlaceholder"),
    gender: t("gender"),
    relation: t("relation"),
    select: fields("select"),
    // The codes are the schema's lists; the catalogue parity and option tests keep a label for each.
    genders: optionLabels(genders, (key) => options(`gender.${key}` as OptionKey)),
    relations: optionLabels(relations, (key) => options(`relation.${key}` as OptionKey)),
  };
}

/**
 * The motor quote form's words in `locale` (catalogue areas MotorQuote, Journey). Its consent
 * notice takes its words from the layout's client messages (`ConsentNotice`).
 */
export async function motorQuoteLabels(locale: Locale): Promise<MotorQuoteLabels> {
  const t = await getTranslations({ locale, namespace: "MotorQuote" });
  return {
    ...(await frameLabels(locale)),
    title: t("heading"),
    intro: t("intro"),
    submitLabel: t("getQuotes"),
    busyLabel: t("submitting"),
    continueLabel: t("continue"),
    stepTitles: {
      vehicleAndContact: t("legend"),
      confirmVehicle: t("confirmLegend"),
      posp: t("pospLegend"),
      contact: t("customerContactLegend"),
      vehicle: t("customerVehicleLegend"),
    },
    pospNumber: t("pospNumber"),
    fullName: t("fullName"),
    mobile: t("mobile"),
    email: t("email"),
    vehicleNumber: t("vehicleNumber"),
    rcHint: t("rcHint"),
    confirmHint: t("confirmHint"),
  };
}
