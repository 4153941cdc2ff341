import { describe, expect, it } from "vitest";
import { parseFloorArgs } from "@/tests/bench/floor-args";

describe("bench:floor arguments", () => {
  it("judges LCP under applied throttling, with twins, by default", () => {
    expect(parseFloorArgs([])).toMatchObject({
      rounds: 3,
      throttling: "devtools",
      twins: true,
      routes: undefined,
    });
  });

  it("reads every option", () => {
    expect(
      parseFloorArgs([
        "--rounds",
        "5",
        "--routes",
        "/about, /,http://localhost:3106/about",
        "--site-url",
        "http://localhost:3182/",
        "--journeys",
        "--build",
        "--calibrate",
        "--throttling",
        "simulate",
        "--no-twins",
      ]),
    ).toEqual({
      rounds: 5,
      routes: ["/about", "/", "http://localhost:3106/about"],
      siteUrl: "http://localhost:3182",
      build: true,
      journeys: true,
      calibrate: 3000,
      throttling: "simulate",
      twins: false,
    });
    expect(parseFloorArgs(["--calibrate", "2400"]).calibrate).toBe(2400);
  });

  it("refuses unknown options, methods and missing values", () => {
    expect(() => parseFloorArgs(["--throttling", "provided"])).toThrow(/devtools or simulate/);
    expect(() => parseFloorArgs(["--routes"])).toThrow(/needs a value/);
    expect(() => parseFloorArgs(["--fast"])).toThrow(/unknown option/);
  });
});
