import { describe, expect, it } from "vitest";
import { businessTypes, clientTypes, leadFieldsSchema, leadSchema } from "@/lib/leads/lead-schema";
import { email, indianMobile } from "@/lib/validation/contact-fields";
import { normaliseMobile } from "@/lib/validation/indian-formats";

/** Lead form schemas (spec 3 "Lead form"; broker-api.md `Lead`). */

const MOBILE_REQUIRED = "Enter your mobile number";
const MOBILE_FORMAT = "Enter a 10-digit mobile number starting with 6, 7, 8 or 9";
const EMAIL_REQUIRED = "Enter your e-mail address";
const EMAIL_FORMAT = "Enter a valid e-mail address, like name@example.com";
const EMAIL_TOO_LONG = "Enter a shorter e-mail address";

const validFields = {
  firstName: "Asha",
  lastName: "Rao",
  phone: "9876543210",
  email: "asha@example.com",
};

const validLead = {
  ...validFields,
  leadSource: "home-page",
  clientType: "Individual",
  businessType: "General",
};

/** Messages of the issues at `path`, in order. */
function messagesAt(
  error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> },
  path: string,
): string[] {
  return error.issues.filter((i) => i.path.join(".") === path).map((i) => i.message);
}

describe("normaliseMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["98765 432-10", "9876543210"],
    // A 10-digit number that happens to start with 91 or 0 keeps its digits.
    ["9198765432", "9198765432"],
    ["0987654321", "0987654321"],
  ])("%j → %j", (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });
});

describe("indianMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["6000000000", "6000000000"],
    ["7123456789", "7123456789"],
    ["8123456789", "8123456789"],
  ])("accepts %j as %j", (input, expected) => {
    const result = indianMobile.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data).toBe(expected);
  });

  it.each([
    ["starts with 5", "5876543210"],
    ["too short", "98765"],
    ["11 digits", "98765432100"],
    ["letters", "98765abcde"],
    ["all letters", "mobilenumb"],
    ["+91 then a number starting with 5", "+91 58765 43210"],
    ["dots", "98765.43210"],
  ])("rejects %s (%j) with the format message", (_label, input) => {
    const result = indianMobile.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MOBILE_FORMAT]);
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["only dashes", "--"],
  ])("rejects %s input with the required message first", (_label, input) => {
    const result = indianMobile.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MOBILE_REQUIRED);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a number", 9876543210],
  ])("rejects a non-string (%s) with the required message", (_label, input) => {
    const result = indianMobile.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MOBILE_REQUIRED]);
  });
});

describe("email", () => {
  it.each([
    ["asha@example.com", "asha@example.com"],
    ["  asha.rao+leads@mail.example.co.in  ", "asha.rao+leads@mail.example.co.in"],
    ["A_B-c@sub.example.org", "A_B-c@sub.example.org"],
  ])("accepts %j as %j", (input, expected) => {
    const result = email.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data).toBe(expected);
  });

  it.each([
    ["no domain", "asha@"],
    ["no @", "asha.example.com"],
    ["no TLD", "asha@example"],
    ["spaces inside", "asha rao@example.com"],
    ["two @", "asha@@example.com"],
  ])("rejects %s (%j) with the format message", (_label, input) => {
    const result = email.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([EMAIL_FORMAT]);
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
  ])("rejects %s input with the required message first", (_label, input) => {
    const result = email.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(EMAIL_REQUIRED);
  });

  it("rejects a non-string with the required message", () => {
    const result = email.safeParse(undefined);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([EMAIL_REQUIRED]);
  });

  it("rejects an address longer than 254 characters", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    const result = email.safeParse(long);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(EMAIL_TOO_LONG);
  });
});

describe("leadFieldsSchema: names", () => {
  it.each([
    ["Asha", "Asha"],
    ["  Asha  ", "Asha"],
    ["Anne-Marie", "Anne-Marie"],
    ["O'Neil", "O'Neil"],
    ["J. R. Rao", "J. R. Rao"],
    ["José", "José"],
    ["a".repeat(50), "a".repeat(50)],
  ])("accepts first and last name %j as %j", (input, expected) => {
    const result = leadFieldsSchema.safeParse({
      ...validFields,
      firstName: input,
      lastName: input,
    });
    expect(result.success).toBe(true);
    expect(result.data?.firstName).toBe(expected);
    expect(result.data?.lastName).toBe(expected);
  });

  it.each([
    ["firstName", "first name"],
    ["lastName", "last name"],
  ] as const)("%s: empty, blank and missing values are required", (field, label) => {
    for (const value of ["", "   ", undefined]) {
      const result = leadFieldsSchema.safeParse({ ...validFields, [field]: value });
      expect(result.success).toBe(false);
      expect(messagesAt(result.error!, field)[0]).toBe(`Enter your ${label}`);
    }
  });

  it.each([
    ["firstName", "first name"],
    ["lastName", "last name"],
  ] as const)("%s: more than 50 characters is too long", (field, label) => {
    const result = leadFieldsSchema.safeParse({ ...validFields, [field]: "a".repeat(51) });
    expect(result.success).toBe(false);
    expect(messagesAt(result.error!, field)).toEqual([`Keep your ${label} under 50 characters`]);
  });

  it.each([
    ["firstName", "first name", "Asha2"],
    ["lastName", "last name", "R4o"],
    ["firstName", "first name", "-Asha"],
    ["lastName", "last name", "Rao!"],
    ["firstName", "first name", "<script>"],
  ] as const)("%s: %j is rejected with the letters-only message", (field, label, value) => {
    const result = leadFieldsSchema.safeParse({ ...validFields, [field]: value });
    expect(result.success).toBe(false);
    expect(messagesAt(result.error!, field)).toEqual([`Use letters only in your ${label}`]);
  });
});

describe("leadFieldsSchema: optional fields", () => {
  const optional = [
    ["companyName", 100, "Keep the company name under 100 characters"],
    ["town", 60, "Keep the town under 60 characters"],
    ["remarks", 500, "Keep your message under 500 characters"],
    ["city", 60, "Keep the city under 60 characters"],
    ["comment", 500, "Keep your comment under 500 characters"],
  ] as const;

  it.each(optional)("%s: missing, empty and blank become undefined", (field) => {
    for (const value of [undefined, "", "   "]) {
      const result = leadFieldsSchema.safeParse({ ...validFields, [field]: value });
      expect(result.success).toBe(true);
      expect(result.data?.[field]).toBeUndefined();
    }
  });

  it.each(optional)("%s: a value is trimmed and kept up to %i characters", (field, max) => {
    const result = leadFieldsSchema.safeParse({
      ...validFields,
      [field]: `  ${"x".repeat(max)}  `,
    });
    expect(result.success).toBe(true);
    expect(result.data?.[field]).toBe("x".repeat(max));
  });

  it.each(optional)("%s: more than %i characters is rejected", (field, max, message) => {
    const result = leadFieldsSchema.safeParse({ ...validFields, [field]: "x".repeat(max + 1) });
    expect(result.success).toBe(false);
    expect(messagesAt(result.error!, field)).toEqual([message]);
  });

  it("parses a full valid form with a normalised phone and trimmed e-mail", () => {
    const result = leadFieldsSchema.safeParse({
      ...validFields,
      phone: "+91 98765 43210",
      email: " asha@example.com ",
      companyName: " Rao Traders ",
      remarks: "",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      firstName: "Asha",
      lastName: "Rao",
      phone: "9876543210",
      email: "asha@example.com",
      companyName: "Rao Traders",
    });
    expect(result.data?.remarks).toBeUndefined();
  });
});

describe("leadSchema", () => {
  it.each(businessTypes)("accepts businessType %j", (businessType) => {
    const result = leadSchema.safeParse({ ...validLead, businessType });
    expect(result.success).toBe(true);
    expect(result.data?.businessType).toBe(businessType);
  });

  it("lists exactly the nine businessTypes of the contract", () => {
    expect([...businessTypes].sort()).toEqual(
      ["General", "Home", "Cyber", "Life", "Travel", "Marine", "MTO", "Health", "posp"].sort(),
    );
  });

  it.each(clientTypes)("accepts clientType %j", (clientType) => {
    const result = leadSchema.safeParse({ ...validLead, clientType });
    expect(result.success).toBe(true);
    expect(result.data?.clientType).toBe(clientType);
  });

  it.each(["Motor", "general", "POSP", "", undefined])(
    "rejects businessType %j",
    (businessType) => {
      const result = leadSchema.safeParse({ ...validLead, businessType });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["businessType"]);
    },
  );

  it.each(["Business", "individual", "Corporate", "", undefined])(
    "rejects clientType %j",
    (clientType) => {
      const result = leadSchema.safeParse({ ...validLead, clientType });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["clientType"]);
    },
  );

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["too long", "s".repeat(101)],
    ["missing", undefined],
  ])("rejects a %s leadSource", (_label, leadSource) => {
    const result = leadSchema.safeParse({ ...validLead, leadSource });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["leadSource"]);
  });

  it("trims leadSource and keeps the visitor fields' rules", () => {
    const result = leadSchema.safeParse({
      ...validLead,
      leadSource: "  contact  ",
      phone: "098765-43210",
    });
    expect(result.success).toBe(true);
    expect(result.data?.leadSource).toBe("contact");
    expect(result.data?.phone).toBe("9876543210");
  });

  it("reports every invalid field at once", () => {
    const result = leadSchema.safeParse({
      ...validLead,
      phone: "12345",
      email: "nope",
      businessType: "Motor",
    });
    expect(result.success).toBe(false);
    const paths = new Set(result.error?.issues.map((i) => i.path.join(".")));
    expect(paths).toEqual(new Set(["phone", "email", "businessType"]));
  });
});

describe("names in Indian scripts", () => {
  it.each(["आशा", "राम", "ரமேஷ்", "José"])("accepts %s", (name) => {
    const result = leadFieldsSchema.safeParse({
      firstName: name,
      lastName: "Kumar",
      phone: "9876543210",
      email: "a@example.com",
    });
    expect(result.success).toBe(true);
  });
});

describe("leadFieldsSchema: characters that can never be sent (issue 24, item 12)", () => {
  it.each([
    ["remarks", "your message", "Call me\u0000 after six"],
    ["remarks", "your message", "Half an emoji \uD83D here"],
    ["comment", "your comment", "\uDE00 lone low surrogate"],
    ["town", "the town", "Pune\u0007"],
    ["companyName", "the company name", "Acme\u007F"],
  ] as const)("%s with %j's bad character is refused beside the field", (field, label, value) => {
    const result = leadFieldsSchema.safeParse({ ...validFields, [field]: value });
    expect(result.success).toBe(false);
    expect(messagesAt(result.error!, field)).toEqual([
      `Remove the unusual characters from ${label}`,
    ]);
  });

  it("keeps emoji, Devanagari, tabs and line breaks", () => {
    const remarks = "नमस्ते 🙏\nCall\tme";
    const result = leadFieldsSchema.safeParse({ ...validFields, remarks });
    expect(result.success).toBe(true);
    expect(result.data?.remarks).toBe(remarks);
  });
});
