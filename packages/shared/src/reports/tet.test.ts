// The Tết table against the lunar calendar computed from the moon and the sun (the new moons and
// the sun's longitude of Hồ Ngọc Đức's method, after Jean Meeus), at UTC+7 as Vietnam reckons it.
import { describe, expect, it } from 'vitest';
import { TET_DAYS, TET_YEARS, tetOf } from './tet';

const INT = Math.floor;
const dr = Math.PI / 180;

function julianDay(dd: number, mm: number, yy: number): number {
  const a = INT((14 - mm) / 12);
  const y = yy + 4800 - a;
  const m = mm + 12 * a - 3;
  return dd + INT((153 * m + 2) / 5) + 365 * y + INT(y / 4) - INT(y / 100) + INT(y / 400) - 32045;
}

/** The day (Julian day number) of the k-th new moon after 1 January 1900, in this time zone. */
function newMoonDay(k: number, zone: number): number {
  const T = k / 1236.85;
  const T2 = T * T;
  const T3 = T2 * T;
  let jd1 = 2415020.75933 + 29.53058868 * k + 0.0001178 * T2 - 0.000000155 * T3;
  jd1 += 0.00033 * Math.sin((166.56 + 132.87 * T - 0.009173 * T2) * dr);
  const M = 359.2242 + 29.10535608 * k - 0.0000333 * T2 - 0.00000347 * T3;
  const Mpr = 306.0253 + 385.81691806 * k + 0.0107306 * T2 + 0.00001236 * T3;
  const F = 21.2964 + 390.67050646 * k - 0.0016528 * T2 - 0.00000239 * T3;
  let C1 = (0.1734 - 0.000393 * T) * Math.sin(M * dr) + 0.0021 * Math.sin(2 * dr * M);
  C1 = C1 - 0.4068 * Math.sin(Mpr * dr) + 0.0161 * Math.sin(dr * 2 * Mpr);
  C1 = C1 - 0.0004 * Math.sin(dr * 3 * Mpr);
  C1 = C1 + 0.0104 * Math.sin(dr * 2 * F) - 0.0051 * Math.sin(dr * (M + Mpr));
  C1 = C1 - 0.0074 * Math.sin(dr * (M - Mpr)) + 0.0004 * Math.sin(dr * (2 * F + M));
  C1 = C1 - 0.0004 * Math.sin(dr * (2 * F - M)) - 0.0006 * Math.sin(dr * (2 * F + Mpr));
  C1 = C1 + 0.001 * Math.sin(dr * (2 * F - Mpr)) + 0.0005 * Math.sin(dr * (2 * Mpr + M));
  const deltaT =
    T < -11
      ? 0.001 + 0.000839 * T + 0.0002261 * T2 - 0.00000845 * T3 - 0.000000081 * T * T3
      : -0.000278 + 0.000265 * T + 0.000262 * T2;
  return INT(jd1 + C1 - deltaT + 0.5 + zone / 24);
}

/** The sun's longitude at the start of this day, in twelfths of the circle (0 to 11). */
function sunLongitude(jdn: number, zone: number): number {
  const T = (jdn - 2451545.5 - zone / 24) / 36525;
  const T2 = T * T;
  const M = 357.5291 + 35999.0503 * T - 0.0001559 * T2 - 0.00000048 * T * T2;
  const L0 = 280.46645 + 36000.76983 * T + 0.0003032 * T2;
  let DL = (1.9146 - 0.004817 * T - 0.000014 * T2) * Math.sin(dr * M);
  DL += (0.019993 - 0.000101 * T) * Math.sin(dr * 2 * M) + 0.00029 * Math.sin(dr * 3 * M);
  let L = (L0 + DL) * dr;
  L -= Math.PI * 2 * INT(L / (Math.PI * 2));
  return INT((L / Math.PI) * 6);
}

/** The first day of the 11th lunar month (the one holding the winter solstice) of this year. */
function month11(yy: number, zone: number): number {
  const k = INT((julianDay(31, 12, yy) - 2415021) / 29.530588853);
  const nm = newMoonDay(k, zone);
  return sunLongitude(nm, zone) >= 9 ? newMoonDay(k - 1, zone) : nm;
}

/** Which month after the 11th is the leap one, in a year of 13 months. */
function leapOffset(a11: number, zone: number): number {
  const k = INT((a11 - 2415021.076998695) / 29.530588853 + 0.5);
  let i = 1;
  let arc = sunLongitude(newMoonDay(k + i, zone), zone);
  let last: number;
  do {
    last = arc;
    i += 1;
    arc = sunLongitude(newMoonDay(k + i, zone), zone);
  } while (arc !== last && i < 14);
  return i - 1;
}

/** The first day of the first lunar month of this Gregorian year, as YYYY-MM-DD. */
function lunarNewYear(year: number, zone: number): string {
  const a11 = month11(year - 1, zone);
  const b11 = month11(year, zone);
  const k = INT(0.5 + (a11 - 2415021.076998695) / 29.530588853);
  // Months 11 and 12 come first; a leap 11th or 12th month puts the first one later.
  const leap = b11 - a11 > 365 ? leapOffset(a11, zone) : 99;
  const day = newMoonDay(k + (leap <= 2 ? 3 : 2), zone);
  return new Date((day - 2440588) * 86_400_000).toISOString().slice(0, 10);
}

describe('the days of Tết', () => {
  it('are those of the Vietnamese lunar calendar (UTC+7) from 2015 to 2035', () => {
    const years = Object.keys(TET_DAYS).map(Number);
    expect(years).toEqual(
      Array.from({ length: TET_YEARS.last - TET_YEARS.first + 1 }, (_, i) => TET_YEARS.first + i),
    );
    for (const year of years) expect(tetOf(year), String(year)).toBe(lunarNewYear(year, 7));
    for (const day of Object.values(TET_DAYS)) {
      expect(day >= `${day.slice(0, 4)}-01-21` && day <= `${day.slice(0, 4)}-02-20`).toBe(true);
    }
  });

  it('differ from the Chinese New Year (UTC+8) in 2030', () => {
    expect(tetOf(2030)).toBe('2030-02-02');
    expect(lunarNewYear(2030, 8)).toBe('2030-02-03');
    expect(tetOf(2026)).toBe('2026-02-17');
    expect(lunarNewYear(2026, 8)).toBe('2026-02-17');
  });

  it('are not known outside the table', () => {
    expect(tetOf(2014)).toBeUndefined();
    expect(tetOf(2036)).toBeUndefined();
  });
});
