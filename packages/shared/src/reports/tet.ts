// Tết Nguyên Đán: the first day of the Vietnamese lunar year, reckoned at UTC+7 (it falls on a
// different day from the Chinese New Year in some years, 2030 among them: 2 February in Vietnam,
// 3 February in China). The years a report may compare by Tết.

/** The first day of the lunar year, by Gregorian year (Vietnam, UTC+7). */
export const TET_DAYS: Readonly<Record<number, string>> = {
  2015: '2015-02-19',
  2016: '2016-02-08',
  2017: '2017-01-28',
  2018: '2018-02-16',
  2019: '2019-02-05',
  2020: '2020-01-25',
  2021: '2021-02-12',
  2022: '2022-02-01',
  2023: '2023-01-22',
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-02',
  2031: '2031-01-23',
  2032: '2032-02-11',
  2033: '2033-01-31',
  2034: '2034-02-19',
  2035: '2035-02-08',
};

/** The first and last years of the table. */
export const TET_YEARS = { first: 2015, last: 2035 } as const;

/** The day of Tết in this Gregorian year; undefined outside the table. */
export const tetOf = (year: number): string | undefined => TET_DAYS[year];
