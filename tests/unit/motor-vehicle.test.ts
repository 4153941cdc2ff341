import { describe, expect, it, vi } from "vitest";
import { basePolicyDetailsSchema } from "@/lib/api/contract/motor";
import { parseRegistrationNumber } from "@/lib/validation/indian-formats";
import { vehicleCatalogue, vehicleFor, vehicleLookup } from "@/sandbox/motor/vehicle";

/**
 * The vehicle of `get/base-policy-details` (broker-api.md 2026-11-27, issue 22 item 1): optional in
 * the contract, reshaped for the confirmation screen, and looked up deterministically by the
 * sandbox from the registration number.
 */

vi.mock("server-only", () => ({}));
const { reshapeMotorVehicle } = await import("@/lib/api/motor");

const defaults = { insuranceCompany: "ICICI", policyNumber: "X/1", endDate: "2026-12-01" };
const swift = {
  make: "Maruti Suzuki",
  model: "Swift",
  variant: "VXi",
  fuelType: "Petrol",
  registrationYear: 2019,
};

describe("contract: vehicle of get/base-policy-details", () => {
  it("is optional: a broker without it still answers the form's defaults", () => {
    const parsed = basePolicyDetailsSchema.parse(defaults);
    expect(parsed).toEqual(defaults);
    expect(parsed.vehicle).toBeUndefined();
  });

  it("passes a full vehicle and one with only make and model", () => {
    expect(basePolicyDetailsSchema.parse({ ...defaults, vehicle: swift }).vehicle).toEqual(swift);
    expect(
      basePolicyDetailsSchema.parse({ vehicle: { make: "Tata", model: "Tiago" } }).vehicle,
    ).toEqual({ make: "Tata", model: "Tiago" });
  });

  it.each([
    ["without a model", { make: "Tata" }],
    ["with a year as text", { ...swift, registrationYear: "2019" }],
    ["as a string", "Maruti Swift"],
    ["as null", null],
  ])("drops a malformed vehicle (%s) and keeps the defaults", (_label, vehicle) => {
    const parsed = basePolicyDetailsSchema.safeParse({ ...defaults, vehicle });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(defaults);
  });
});

describe("reshapeMotorVehicle", () => {
  it("renames fuelType to fuel and keeps the rest", () => {
    expect(reshapeMotorVehicle(swift)).toEqual({
      make: "Maruti Suzuki",
      model: "Swift",
      variant: "VXi",
      fuel: "Petrol",
      registrationYear: 2019,
    });
  });

  it("trims texts and leaves out blank ones and an implausible year", () => {
    expect(
      reshapeMotorVehicle({
        make: " Hyundai ",
        model: "Creta ",
        variant: "  ",
        fuelType: "",
        registrationYear: 19,
      }),
    ).toEqual({ make: "Hyundai", model: "Creta" });
    expect(reshapeMotorVehicle({ ...swift, registrationYear: 2019.5 })).not.toHaveProperty(
      "registrationYear",
    );
    expect(reshapeMotorVehicle({ ...swift, registrationYear: 3020 })).not.toHaveProperty(
      "registrationYear",
    );
  });

  it("is no vehicle without a make or a model", () => {
    expect(reshapeMotorVehicle(undefined)).toBeUndefined();
    expect(reshapeMotorVehicle({ make: " ", model: "Swift" })).toBeUndefined();
    expect(reshapeMotorVehicle({ make: "Maruti", model: "" })).toBeUndefined();
  });
});

describe("sandbox: the registration lookup", () => {
  const numbers = ["MH12AB1234", "KA01MN4321", "DL3CAB0001", "22BH1234AA", "TN09Z9999"];

  it("answers the same vehicle for the same number, in the contract's shape", () => {
    for (const number of numbers) {
      const first = vehicleLookup(vehicleFor(number, 2026));
      expect(vehicleLookup(vehicleFor(number, 2026))).toEqual(first);
      expect(basePolicyDetailsSchema.parse({ vehicle: first }).vehicle).toEqual(first);
    }
  });

  it("answers a catalogue make, model, variant and fuel with a year up to the quote's", () => {
    for (const number of numbers) {
      const v = vehicleLookup(vehicleFor(number, 2026));
      expect(
        vehicleCatalogue.some(
          (m) =>
            m.make === v.make &&
            m.model === v.model &&
            m.variant === v.variant &&
            m.fuel === v.fuelType,
        ),
      ).toBe(true);
      expect(["Petrol", "Diesel", "CNG", "Electric"]).toContain(v.fuelType);
      expect(v.registrationYear).toBeGreaterThanOrEqual(2010);
      expect(v.registrationYear).toBeLessThanOrEqual(2026);
    }
  });

  it("gives different numbers different vehicles, and a Bharat-series number its own year", () => {
    const models = new Set(numbers.map((n) => vehicleLookup(vehicleFor(n, 2026)).model));
    expect(models.size).toBeGreaterThan(1);
    expect(parseRegistrationNumber("22BH1234AA")?.kind).toBe("bharat");
    expect(vehicleLookup(vehicleFor("22BH1234AA", 2026)).registrationYear).toBe(2022);
    expect(vehicleLookup(vehicleFor("22BH1234AA", 2020)).registrationYear).toBe(2020);
  });
});
