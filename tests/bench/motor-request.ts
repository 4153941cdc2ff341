/**
 * Benchmark helper (not a test): one motor request in a running sandbox broker, through its HTTP
 * API (quote, previous policy, then a Digit plan), so the motor final quote renders with real
 * data. Used by bench:floor beside {@link healthRequestKey}.
 */
import { previousPolicy } from "../../e2e/support/previous-policy";
import { postJson } from "./health-request";

/**
 * Creates one motor request in the sandbox broker (a comprehensive policy ending in 25 days, so no
 * break-in inspection) and chooses a Digit plan.
 * @returns the requestKey.
 */
export async function motorRequestKey(sandboxUrl: string): Promise<string> {
  const api = `${sandboxUrl}/product/motor/api`;
  const { requestKey } = await postJson<{ requestKey: string }>(`${api}/form/one/submit`, {
    rcNo: "MH12AB1234",
    name: "Bench Mark",
    phone: "9876543210",
    email: "bench@example.com",
  });
  await postJson(`${api}/set/base-policy-details`, {
    requestKey,
    data: { insurances: [previousPolicy()] },
  });
  const quotes = await postJson<{ data: { companyName: string; pCode: string; pName: string }[] }>(
    `${api}/get/quick-quotes`,
    { requestKey },
  );
  const plan = quotes.data.find((c) => c.companyName === "digit") ?? quotes.data[0];
  if (!plan) throw new Error("the sandbox offered no motor plan");
  await postJson(`${api}/select/plan`, {
    requestKey,
    data: { companyName: plan.companyName, pCode: plan.pCode, pName: plan.pName },
  });
  return requestKey;
}
