// One meaning of revenue: what buyers pay, after discounts. An order's discount is shared among its
// lines in proportion to their amounts, in whole đồng, so that a product's revenue is its lines'
// part of what was paid and the lines of an order always sum to the order's total.

/**
 * The order's `total` (what the buyer pays) shared among its lines in proportion to their `amounts`
 * (before the order's discount): each line gets its exact share rounded down, and the đồng left
 * over go one each to the lines with the largest remainders (the earlier line first on a tie). The
 * shares sum to `total`; each is within one đồng of its exact share. Lines of no amount get none,
 * unless every line is of no amount: then the first line takes the whole total.
 */
export function shareOfTotal(total: number, amounts: readonly number[]): number[] {
  if (amounts.length === 0) return [];
  const whole = amounts.reduce((sum, amount) => sum + amount, 0);
  if (whole <= 0) return amounts.map((_, index) => (index === 0 ? total : 0));
  const totalBig = BigInt(total);
  const wholeBig = BigInt(whole);
  const parts = amounts.map((amount, index) => {
    const exact = totalBig * BigInt(amount);
    return { index, floor: exact / wholeBig, remainder: exact % wholeBig };
  });
  let left = totalBig - parts.reduce((sum, part) => sum + part.floor, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const shares = parts.map((part) => part.floor);
  for (const part of byRemainder) {
    if (left <= 0n) break;
    shares[part.index] = (shares[part.index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
