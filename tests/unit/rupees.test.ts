import { describe, expect, it } from "vitest";
import { formatRupees } from "@/lib/format/rupees";

/**
 * formatRupees groups digits by hand (no Intl on the browser's first render, issue 11): it must
 * give exactly what `Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })` gives.
 */
const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const expected = (amount: number) => `₹${intl.format(amount)}`;

describe("formatRupees", () => {
  it("groups the Indian way: three digits, then pairs", () => {
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(999)).toBe("₹999");
    expect(formatRupees(1000)).toBe("₹1,000");
    expect(formatRupees(99999)).toBe("₹99,999");
    expect(formatRupees(500000)).toBe("₹5,00,000");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000");
    expect(formatRupees(123456789)).toBe("₹12,34,56,789");
  });

  it("rounds like Intl: halves away from zero, a negative rounding to zero is -0", () => {
    for (const amount of [
      0.5, 1.5, 2.5, -2.5, -0.5, -0.4, -0, 999.5, 123456789.5, 0.49999999999999994,
    ])
      expect(formatRupees(amount), String(amount)).toBe(expected(amount));
  });

  it("matches Intl for every size of amount, huge and odd ones included", () => {
    const amounts = [NaN, Infinity, -Infinity, 1e15, 1e21, 2 ** 53 + 2, -7654321];
    // A fixed pseudo-random walk over magnitudes and fractions (no flaky seeds).
    let x = 12345;
    for (let i = 0; i < 2000; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      const magnitude = 10 ** (i % 16);
      amounts.push(((x / 2147483648) * magnitude * (i % 3 === 0 ? -1 : 1)) / (i % 5 === 0 ? 1 : 7));
    }
    for (const amount of amounts)
      expect(formatRupees(amount), String(amount)).toBe(expected(amount));
  });
});
