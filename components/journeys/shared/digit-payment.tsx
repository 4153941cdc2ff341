import { useTranslations } from "next-intl";
import { formatRupees } from "@/lib/format/rupees";

/**
 * Digit payment page body (issue 23 item 6): KYC is done, the insurer has a proposal (not yet a
 * policy: nothing is paid), and the payment page opens in this same tab from a plain link that
 * works before any script has arrived and every time it is pressed (no timer, no new tab). The
 * insurer's payment page returns to the site's policy documents. `paymentUrl` has passed the
 * allowlist on the server.
 *
 * @param amount the total premium in rupees (GST included), when the final quote gave it
 */
export function DigitPayment({
  policyNumber,
  memberName,
  paymentUrl,
  amount,
}: {
  policyNumber: string;
  memberName: string;
  paymentUrl: string;
  amount?: number;
}) {
  const t = useTranslations("Payment");
  return (
    <div className="space-y-4">
      <p className="text-lg">
        {t.rich(memberName ? "generatedNamed" : "generated", {
          name: memberName,
          number: policyNumber || t("toBeConfirmed"),
          strong: (chunks) => <strong data-testid="policy-number">{chunks}</strong>,
        })}
      </p>
      <p className="text-muted">{t("payNote")}</p>
      <a href={paymentUrl} rel="noreferrer" className="btn-primary inline-block">
        {amount ? t("payAmount", { amount: formatRupees(amount) }) : t("openPage")}
      </a>
    </div>
  );
}
