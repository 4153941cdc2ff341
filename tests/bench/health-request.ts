/**
 * Benchmark helper (not a test): one health request in a running sandbox broker, through its HTTP
 * API (quote, then a Digit plan), so the journey pages (plans, proposal steps, final quote) render
 * with real data. Used by bench:floor and bench:serve.
 */
/** POSTs `body` as JSON to the sandbox; throws with the answer's text unless it is 2xx. */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Creates one health request in the sandbox broker and chooses a Digit plan, so the plans page,
 * the member step and the final quote all render with real data.
 * @returns the requestKey.
 */
export async function healthRequestKey(sandboxUrl: string): Promise<string> {
  const api = `${sandboxUrl}/product/health/api`;
  const { key } = await postJson<{ key: string }>(`${api}/form/one/submit`, {
    adults: 2,
    kids: 0,
    pincode: "400001",
    name: "Bench Mark",
    phone: "9876543210",
    email: "bench@example.com",
    insuredPersons: [
      { memberNo: 1, dob: "1985-03-10", gender: "Female", relation: "Self" },
      { memberNo: 2, dob: "1983-07-22", gender: "Male", relation: "Spouse" },
    ],
  });
  const quotes = await postJson<{ data: { companyName: string; pCode: string; pName: string }[] }>(
    `${api}/get/quick-quotes`,
    { requestKey: key },
  );
  const plan = quotes.data.find((c) => c.companyName === "digit") ?? quotes.data[0];
  if (!plan) throw new Error("the sandbox offered no health plan");
  await postJson(`${api}/select/plan`, {
    requestKey: key,
    data: { companyName: plan.companyName, pCode: plan.pCode, pName: plan.pName },
  });
  return key;
}
