import { describe, expect, it } from "vitest";
import {
  isAadhaar,
  isDocumentId,
  isDrivingLicence,
  isMobile,
  isPan,
  isPassport,
  isPincode,
  isRegistrationNumber,
  normaliseMobile,
  parseRegistrationNumber,
  verhoeffValid,
} from "@/lib/validation/indian-formats";

describe("mobile", () => {
  it.each(["9876543210", "6000000000", "+91 98765 43210", "098765-43210", "919876543210"])(
    "accepts %j",
    (v) => {
      expect(isMobile(v)).toBe(true);
    },
  );
  it.each(["5876543210", "987654321", "98765432100", "0987654321", "98765abcde", ""])(
    "rejects %j",
    (v) => {
      expect(isMobile(v)).toBe(false);
    },
  );
  it("normalises +91, 91 and 0 prefixes, spaces and dashes", () => {
    expect(normaliseMobile("+91 98765-43210")).toBe("9876543210");
    expect(normaliseMobile("919876543210")).toBe("9876543210");
    expect(normaliseMobile("09876543210")).toBe("9876543210");
  });
});

describe("pincode", () => {
  it.each(["400001", "110001", " 560034 ", "999999"])("accepts %j", (v) => {
    expect(isPincode(v)).toBe(true);
  });
  // No Indian pincode starts with 0: the first digit is the postal zone, 1–9.
  it.each(["012345", "000000", "40001", "4000011", "40000a", ""])("rejects %j", (v) => {
    expect(isPincode(v)).toBe(false);
  });
});

describe("Verhoeff", () => {
  // 236 → check digit 3 is the worked example of the algorithm; 234123412346 is the Aadhaar
  // number UIDAI-facing test suites use as known good.
  it.each(["2363", "0", "234123412346", "499118665246", "234567890124"])(
    "%s has a valid check digit",
    (v) => {
      expect(verhoeffValid(v)).toBe(true);
    },
  );
  it.each(["2364", "234123412345", "234123412364", "", "23412341234a"])("%j does not", (v) => {
    expect(verhoeffValid(v)).toBe(false);
  });
});

describe("Aadhaar", () => {
  it.each(["234123412346", "2341 2341 2346", "2341-2341-2346", "499118665246"])(
    "accepts %j",
    (v) => {
      expect(isAadhaar(v)).toBe(true);
    },
  );
  it.each([
    ["234123412345", "wrong check digit"],
    ["234123412364", "two digits swapped"],
    ["123412341234", "starts with 1"],
    ["034123412346", "starts with 0"],
    ["23412341234", "11 digits"],
    ["2341234123466", "13 digits"],
    ["", "empty"],
  ])("rejects %j (%s)", (v) => {
    expect(isAadhaar(v)).toBe(false);
  });
});

describe("PAN, passport, driving licence", () => {
  it.each([
    [isPan, "ABCDE1234F", true],
    [isPan, "abcde 1234f", true],
    [isPan, "ABCD1234F", false],
    [isPan, "ABCDE12345", false],
    [isPassport, "A1234567", true],
    [isPassport, "a1234567", true],
    [isPassport, "A123456", false],
    [isPassport, "12345678", false],
    [isDrivingLicence, "MH1420110062821", true],
    [isDrivingLicence, "MH14 20110062821", true],
    [isDrivingLicence, "mh-14-2011-0062821", true],
    [isDrivingLicence, "MH142011006282", false],
    [isDrivingLicence, "1234567890ABCDE", false],
    [isDrivingLicence, "MH14AB110062821", false],
  ] as const)("%o(%j) → %s", (check, v, expected) => {
    expect(check(v)).toBe(expected);
  });

  it("picks the check by document type", () => {
    expect(isDocumentId.Aadhaar("234123412346")).toBe(true);
    expect(isDocumentId.PAN("234123412346")).toBe(false);
    expect(isDocumentId.DL("MH1420110062821")).toBe(true);
    expect(isDocumentId.Passport("A1234567")).toBe(true);
  });
});

describe("vehicle registration", () => {
  it.each([
    "MH12AB1234",
    "mh 12 ab 1234",
    "DL3CAB1234",
    "KA05MN0007",
    "22BH1234AA",
    "21 BH 0001 C",
  ])("accepts %j", (v) => {
    expect(isRegistrationNumber(v)).toBe(true);
  });
  it.each([
    ["XX12AB1234", "unknown state code"],
    ["MH00AB1234", "RTO 0"],
    ["MH12AB0000", "number 0000"],
    ["MH12ABCD1234", "four series letters"],
    ["20BH1234AA", "Bharat series before 2021"],
    ["22BH1234IO", "Bharat letters I and O"],
    ["22BH0000AA", "Bharat number 0000"],
    ["", "empty"],
  ])("rejects %j (%s)", (v) => {
    expect(isRegistrationNumber(v)).toBe(false);
  });
  it("splits the parts", () => {
    expect(parseRegistrationNumber("DL3CAB1234")).toEqual({
      kind: "state",
      stateCode: "DL",
      rto: "3",
      series: "CAB",
      number: "1234",
    });
    expect(parseRegistrationNumber("22BH1234AA")).toEqual({
      kind: "bharat",
      year: 2022,
      number: "1234",
      series: "AA",
    });
  });
});
