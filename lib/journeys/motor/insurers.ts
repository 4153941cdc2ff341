/**
 * The previous-insurance company list (spec 3 and 9). No imports: the wire contract
 * (`lib/api/contract/motor.ts`) checks `insuranceCompany` against these codes.
 */

/**
 * The 26 general insurers of the previous-insurance company list (spec 3 and 9), as the
 * short `code` sent in `insuranceCompany` and the `name` shown in the list.
 */
export const previousInsurers = [
  { code: "ACKO", name: "Acko General Insurance" },
  { code: "BAJAJ", name: "Bajaj Allianz General Insurance" },
  { code: "BHARTI", name: "Bharti AXA General Insurance" },
  { code: "CHOLA", name: "Cholamandalam MS General Insurance" },
  { code: "DIGIT", name: "Go Digit General Insurance" },
  { code: "FGI", name: "Future Generali India Insurance" },
  { code: "HDFC", name: "HDFC ERGO General Insurance" },
  { code: "ICICI", name: "ICICI Lombard General Insurance" },
  { code: "IFFCO", name: "IFFCO Tokio General Insurance" },
  { code: "KOTAK", name: "Kotak Mahindra General Insurance" },
  { code: "LNT", name: "L&T General Insurance" },
  { code: "LIBERTY", name: "Liberty General Insurance" },
  { code: "MAGMA", name: "Magma HDI General Insurance" },
  { code: "NIC", name: "National Insurance Company" },
  { code: "NAVI", name: "Navi General Insurance" },
  { code: "NIA", name: "The New India Assurance Company" },
  { code: "OIC", name: "The Oriental Insurance Company" },
  { code: "RAHEJA", name: "Raheja QBE General Insurance" },
  { code: "RELIANCE", name: "Reliance General Insurance" },
  { code: "ROYAL", name: "Royal Sundaram General Insurance" },
  { code: "SBI", name: "SBI General Insurance" },
  { code: "SHRIRAM", name: "Shriram General Insurance" },
  { code: "TATA", name: "Tata AIG General Insurance" },
  { code: "UIIC", name: "United India Insurance Company" },
  { code: "USGI", name: "Universal Sompo General Insurance" },
  { code: "ZUNO", name: "Zuno General Insurance" },
] as const satisfies readonly { code: string; name: string }[];

/** The insurer's display name for a short code, or undefined for an unknown code. */
export function previousInsurerName(code: string): string | undefined {
  return previousInsurers.find((i) => i.code === code)?.name;
}
