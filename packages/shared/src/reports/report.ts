// What every report answer is made of: money and counts, figures compared with the period before,
// and the envelope of a report (its period, the one compared, the totals of both, what it adds).
import { z } from 'zod';
import { IsoDate } from '../common';
import { Compare } from './comparison';
import { PeriodDays } from './period';

/** An amount of money in whole đồng. */
export const vnd = z.number().int().describe('VND');
/** A number of orders, products, buyers... */
export const count = z.number().int().nonnegative();

/** Some figures over the period asked (`current`) and over the period compared (`previous`). */
export const compared = <T extends z.ZodType>(figures: T) =>
  z.object({ current: figures, previous: figures });
export interface Compared<T> {
  current: T;
  previous: T;
}

/**
 * What every report's answer holds: the period asked, the period it is compared with, the totals of
 * both, and what the report adds (its rows, its top, its charts' series).
 */
export function reportShape<T extends z.ZodType, S extends z.ZodRawShape>(totals: T, shape: S) {
  return {
    period: PeriodDays,
    /** The period compared (as `compare` asks). */
    previousPeriod: PeriodDays,
    /** How the period compared was chosen: previous (the default), year or tet. */
    compare: Compare,
    /**
     * When the period ends today: the compared period's last day counts the orders created before
     * this instant, the same time of day as now, so both hold the same elapsed part. Null otherwise.
     */
    comparedUntil: z.iso.datetime({ offset: true }).nullable(),
    /**
     * The first day with orders: a period compared that starts before it holds less data than it
     * should, and its change says so rather than a percentage. Null without any order.
     */
    dataSince: IsoDate.nullable(),
    totals: compared(totals),
    ...shape,
  };
}

/** A report's answer (a paged one is `pageOf(row).extend(reportShape(totals, shape))`). */
export const reportOf = <T extends z.ZodType, S extends z.ZodRawShape>(totals: T, shape: S) =>
  z.object(reportShape(totals, shape));
