import { parseRegistrationNumber } from "@/lib/validation/indian-formats";

/** A vehicle as the sandbox imagines it from its registration number. Money in rupees. */
export type Vehicle = {
  registrationNumber: string;
  make: string;
  model: string;
  variant: string;
  fuel: "Petrol" | "Diesel" | "CNG" | "Electric";
  /** Engine capacity in cc; 0 for an electric car. */
  engineCc: number;
  /** Motor power in kW, electric cars only. */
  motorKw?: number;
  seats: number;
  /** Ex-showroom price when new. */
  exShowroomPrice: number;
  registrationYear: number;
};

type Model = Omit<Vehicle, "registrationNumber" | "registrationYear">;

/** The sandbox's model list; a registration number picks one by hash. */
export const vehicleCatalogue: readonly Model[] = [
  {
    make: "Maruti Suzuki",
    model: "Swift",
    variant: "VXi",
    fuel: "Petrol",
    engineCc: 1197,
    seats: 5,
    exShowroomPrice: 689_000,
  },
  {
    make: "Maruti Suzuki",
    model: "Alto K10",
    variant: "LXi",
    fuel: "Petrol",
    engineCc: 998,
    seats: 5,
    exShowroomPrice: 399_000,
  },
  {
    make: "Hyundai",
    model: "Creta",
    variant: "SX 1.5 Diesel",
    fuel: "Diesel",
    engineCc: 1493,
    seats: 5,
    exShowroomPrice: 1_699_000,
  },
  {
    make: "Tata",
    model: "Nexon EV",
    variant: "Creative Plus",
    fuel: "Electric",
    engineCc: 0,
    motorKw: 95,
    seats: 5,
    exShowroomPrice: 1_249_000,
  },
  {
    make: "Mahindra",
    model: "XUV700",
    variant: "AX7 Diesel",
    fuel: "Diesel",
    engineCc: 2184,
    seats: 7,
    exShowroomPrice: 2_199_000,
  },
  {
    make: "Honda",
    model: "City",
    variant: "V CVT",
    fuel: "Petrol",
    engineCc: 1498,
    seats: 5,
    exShowroomPrice: 1_379_000,
  },
  {
    make: "Toyota",
    model: "Innova Crysta",
    variant: "2.4 GX",
    fuel: "Diesel",
    engineCc: 2393,
    seats: 7,
    exShowroomPrice: 1_999_000,
  },
  {
    make: "Kia",
    model: "Seltos",
    variant: "HTK Plus",
    fuel: "Petrol",
    engineCc: 1497,
    seats: 5,
    exShowroomPrice: 1_299_000,
  },
  {
    make: "Maruti Suzuki",
    model: "WagonR",
    variant: "LXi CNG",
    fuel: "CNG",
    engineCc: 998,
    seats: 5,
    exShowroomPrice: 589_000,
  },
  {
    make: "Tata",
    model: "Tiago",
    variant: "XZ",
    fuel: "Petrol",
    engineCc: 1199,
    seats: 5,
    exShowroomPrice: 649_000,
  },
  {
    make: "MG",
    model: "ZS EV",
    variant: "Exclusive",
    fuel: "Electric",
    engineCc: 0,
    motorKw: 130,
    seats: 5,
    exShowroomPrice: 2_398_000,
  },
  {
    make: "Hyundai",
    model: "i20",
    variant: "Asta",
    fuel: "Petrol",
    engineCc: 1197,
    seats: 5,
    exShowroomPrice: 949_000,
  },
];

/** 32-bit FNV-1a hash of a string: the sandbox's source of stable "randomness". */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The vehicle behind a (valid, normalised) registration number, always the same for the same
 * number. State-series numbers get a registration year of 2010–2025 from their hash; Bharat-series
 * numbers carry their year (22BH… → 2022) and pick the model from the rest of the number, so
 * 21BH1234AA and 25BH1234AA are the same model four years apart. The year never exceeds `maxYear`.
 *
 * @throws {Error} when the number is not a valid registration number (callers validate first).
 */
export function vehicleFor(registrationNumber: string, maxYear: number): Vehicle {
  const parts = parseRegistrationNumber(registrationNumber);
  if (!parts) throw new Error(`Not a registration number: ${registrationNumber}`);
  let modelHash: number;
  let year: number;
  if (parts.kind === "bharat") {
    modelHash = fnv1a(`BH${parts.number}${parts.series}`);
    year = parts.year;
  } else {
    const h = fnv1a(registrationNumber);
    modelHash = h;
    year = 2010 + ((h >>> 8) % 16);
  }
  const model = vehicleCatalogue[modelHash % vehicleCatalogue.length] ?? vehicleCatalogue[0]!;
  return { registrationNumber, ...model, registrationYear: Math.min(year, maxYear) };
}

/** "Maruti Suzuki Swift VXi (Petrol, 1197 cc)". */
export function describeVehicle(v: Vehicle): string {
  const engine = v.fuel === "Electric" ? `${v.motorKw ?? 0} kW` : `${v.engineCc} cc`;
  return `${v.make} ${v.model} ${v.variant} (${v.fuel}, ${engine})`;
}

/**
 * The `vehicle` of `get/base-policy-details` (broker-api.md): what the registration lookup
 * found, in the contract's words. Deterministic: the same registration number always gives the
 * same answer (see {@link vehicleFor}).
 */
export function vehicleLookup(v: Vehicle): {
  make: string;
  model: string;
  variant: string;
  fuelType: string;
  registrationYear: number;
} {
  return {
    make: v.make,
    model: v.model,
    variant: v.variant,
    fuelType: v.fuel,
    registrationYear: v.registrationYear,
  };
}
