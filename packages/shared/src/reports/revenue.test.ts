import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareOfTotal } from './revenue';

describe("an order's total shared among its lines", () => {
  it('shares the discount in proportion to the lines, the đồng left over to the largest remainders', () => {
    // 100.000 + 50.000 + 50.000 less a 20.000 discount: 10 % off each line.
    expect(shareOfTotal(180_000, [100_000, 50_000, 50_000])).toEqual([90_000, 45_000, 45_000]);
    // 100 shared by three equal lines: 33,33 each; the one đồng left goes to the first.
    expect(shareOfTotal(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 7 shared 3:2 is 4,2 and 2,8: floors 4 and 2, the đồng left to the larger remainder (0,8).
    expect(shareOfTotal(7, [3, 2])).toEqual([4, 3]);
  });

  it('keeps a total with no discount as the lines are, and gives nothing to a line of no amount', () => {
    expect(shareOfTotal(35_000, [20_000, 0, 15_000])).toEqual([20_000, 0, 15_000]);
    expect(shareOfTotal(0, [20_000, 15_000])).toEqual([0, 0]);
    expect(shareOfTotal(5_000, [0, 0])).toEqual([5_000, 0]);
    expect(shareOfTotal(5_000, [])).toEqual([]);
  });

  it('never loses a đồng, and never moves one further than rounding does, even at billions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000_000 }), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, kept) => {
          const whole = amounts.reduce((sum, amount) => sum + amount, 0);
          const total = Math.floor(whole * kept);
          const shares = shareOfTotal(total, amounts);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
          if (whole === 0) return;
          amounts.forEach((amount, index) => {
            const exact = (total * amount) / whole;
            expect(Math.abs((shares[index] ?? 0) - exact)).toBeLessThan(1 + 1e-6 * exact);
            if (amount === 0) expect(shares[index]).toBe(0);
          });
        },
      ),
    );
  });
});
