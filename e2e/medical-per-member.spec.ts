import type { Page } from "@playwright/test";
import { expect, seriousAxeViolations, test, uniqueEmail } from "./support/fixtures";
import {
  choosePlan,
  field,
  fillMember,
  medicalAnswer,
  medicalFlagNames,
  startQuote,
  tolerateHostedFavicon,
} from "./health-helpers";
import { tabTo } from "./support/keyboard";

/**
 * Medical per member (issue 23 item 4): every question answered Yes or No for each member,
 * details only for whoever answered Yes, the answers saved per member and shown again after
 * Back and reload.
 */

test.describe.configure({ timeout: 150_000 });
test.beforeEach(({ page, consoleErrors }) => tolerateHostedFavicon(page, consoleErrors));

const save = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();

/** Two members (Asha, Self; Imran, Spouse) up to the medical step. */
async function twoMembersToMedical(page: Page): Promise<string> {
  const key = await startQuote(page, {
    name: "Asha Verma",
    phone: "9876543210",
    email: uniqueEmail("medical"),
    adults: 2,
    members: [
      { dob: "01/01/1985", gender: "Female" },
      { dob: "02/02/1983", gender: "Male", relation: "Spouse" },
    ],
  });
  await choosePlan(page, "Digit Health Care Plus");
  await fillMember(page, 0);
  await fillMember(page, 1, { firstName: "Imran" });
  await save(page);
  await page.waitForURL(`**/health/${key}/medical`);
  return key;
}

test("health medical: each member answers each question; Yes details kept after Back and reload", async ({
  page,
}) => {
  const key = await twoMembersToMedical(page);

  // One group per question, named by it; in it one radio group per member, named by the member.
  const diabetes = page.getByRole("group", { name: "Diabetes?" });
  await expect(diabetes.getByRole("radiogroup", { name: "Asha Verma (Self)" })).toBeVisible();
  await expect(diabetes.getByRole("radiogroup", { name: "Imran Verma (Spouse)" })).toBeVisible();
  await expect(page.locator("main select")).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Everyone No except Imran's thyroid, left unanswered: the message beside his group, focused.
  for (const flag of medicalFlagNames)
    for (const i of [0, 1])
      if (i === 0 || flag !== "hasThyroid") await medicalAnswer(page, i, flag, "no").check();
  await save(page);
  await expect(page).toHaveURL(new RegExp(`/health/${key}/medical$`));
  const imranThyroid = page
    .getByRole("group", { name: "Thyroid disorder?" })
    .getByRole("radiogroup", { name: "Imran Verma (Spouse)" });
  await expect(imranThyroid).toHaveAccessibleDescription("Answer yes or no");
  // One message, beside Imran's thyroid answer only.
  await expect(page.locator("p.field-error", { hasText: "Answer yes or no" })).toHaveCount(1);
  await expect(medicalAnswer(page, 1, "hasThyroid", "yes")).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // By keyboard: the focused group gets No with the arrow key; then Imran's diabetes: Yes with
  // Space, its type with the arrow keys, the HbA1c typed.
  await page.keyboard.press("ArrowRight");
  await expect(medicalAnswer(page, 1, "hasThyroid", "no")).toBeChecked();
  // An answered group's Tab stop is its checked radio (No); the arrow key moves to Yes.
  await tabTo(page, medicalAnswer(page, 1, "hasDiabetes", "no"), 60);
  await page.keyboard.press("ArrowLeft");
  await expect(medicalAnswer(page, 1, "hasDiabetes", "yes")).toBeChecked();
  const details = page.getByRole("group", { name: "Details for Imran Verma (Spouse): Diabetes?" });
  await expect(details).toBeVisible();
  await expect(page.getByRole("group", { name: /^Details for Asha/ })).toHaveCount(0);

  // A Yes needs its details: saved without the type, the type's group says so.
  await save(page);
  await expect(details.getByRole("radiogroup", { name: "Type" })).toHaveAccessibleDescription(
    "Give the details for this answer",
  );
  await expect(field(page, "members.1.diabetes.type").first()).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(details.getByRole("radio", { name: "Type 2" })).toBeChecked();
  await tabTo(page, field(page, "members.1.diabetes.hba1c"), 30);
  await page.keyboard.type("7.1");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await tabTo(page, page.getByRole("button", { name: "Save and continue" }), 80);
  await page.keyboard.press("Enter");
  await page.waitForURL(`**/health/${key}/nominee`);

  const expectAnswered = async () => {
    await expect(medicalAnswer(page, 1, "hasDiabetes", "yes")).toBeChecked();
    await expect(medicalAnswer(page, 0, "hasDiabetes", "no")).toBeChecked();
    for (const flag of medicalFlagNames) {
      await expect(medicalAnswer(page, 0, flag, "no")).toBeChecked();
      if (flag !== "hasDiabetes") await expect(medicalAnswer(page, 1, flag, "no")).toBeChecked();
    }
    await expect(
      page.locator('input[name="members.1.diabetes.type"][value="type2"]'),
    ).toBeChecked();
    await expect(field(page, "members.1.diabetes.hba1c")).toHaveValue("7.1");
  };

  // Back: the saved answers, per member.
  await page.goBack();
  await page.waitForURL(`**/health/${key}/medical`);
  await expectAnswered();
  // Reload: the same, from the broker.
  await page.reload();
  await expectAnswered();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
