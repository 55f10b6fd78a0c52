// The sale performance report: the sales the caller reads, each with their orders, their work with
// customers and their target over the period, against the period compared; the team together; the
// orders of no sale for a caller who reads every sale.
import {
  type CurrentUser,
  type ReportPeriod,
  type ReportQuery,
  type SaleDay,
  type SaleFigures,
  type SalePerformanceReport,
  type SaleTargetProgress,
  lastOfMonth,
  periodDays,
  periodMonths,
  todayInVietnam,
  workingDaysBetween,
} from '@backoffice/shared';
import type { Database } from '../../../db/client';
import { comparisonOf, dataSince } from '../comparison';
import {
  NO_ORDERS,
  NO_SALE,
  NO_WORK,
  type OrderFigures,
  boundsOf,
  type WorkFigures,
  saleDays,
  saleOrderFigures,
  saleTargets,
  saleWorkFigures,
} from './sale-performance.repository';
import { findSales, saleScope } from './sale-scope';

const figuresOf = (orders: OrderFigures, work: WorkFigures): SaleFigures => ({
  ...orders,
  ...work,
});

const sumWork = (all: Iterable<WorkFigures>): WorkFigures => {
  const total = { ...NO_WORK };
  for (const work of all) {
    total.newCustomers += work.newCustomers;
    total.dugCustomers += work.dugCustomers;
    total.interactions += work.interactions;
    total.tasksDone += work.tasksDone;
  }
  return total;
};

/** Every day of the period with its figures, days without as 0. */
export function everyDay(period: ReportPeriod, days: readonly SaleDay[]): SaleDay[] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  return periodDays(period).map((day) => byDay.get(day) ?? { day, revenue: 0, orders: 0 });
}

/** A month's working days, and those of them a period covers. */
interface MonthShare {
  all: number;
  covered: number;
}

/** Each month of a period ('YYYY-MM', in order) with its working days and those the period covers. */
export function monthShares(period: ReportPeriod): Map<string, MonthShare> {
  const shares = new Map<string, MonthShare>();
  for (const month of periodMonths(period)) {
    const first = `${month}-01`;
    const last = lastOfMonth(first);
    const all = workingDaysBetween(first, last);
    const covered = workingDaysBetween(
      period.fromDate > first ? period.fromDate : first,
      period.toDate < last ? period.toDate : last,
    );
    shares.set(month, { all, covered });
  }
  return shares;
}

/**
 * The target over the period: each month's target in the share of its working days the period
 * covers (`shares`: monthShares of the period, given when many targets are read over one period),
 * rounded to the đồng; null when no month of it has a target.
 */
export function periodTarget(
  period: ReportPeriod,
  monthTargets: ReadonlyMap<string, number>,
  shares: ReadonlyMap<string, MonthShare> = monthShares(period),
): number | null {
  if (monthTargets.size === 0) return null;
  let amount: number | null = null;
  for (const [month, { all, covered }] of shares) {
    const target = monthTargets.get(month);
    if (target === undefined) continue;
    amount = (amount ?? 0) + (all === 0 ? 0 : (target * covered) / all);
  }
  return amount === null ? null : Math.round(amount);
}

/**
 * The days a period's target runs over: the period itself, except that one reading whole months up
 * to today ("Tháng này", this year so far) runs to the end of today's month, so that the month's
 * whole target is what is attained and what is left is shared among the month's working days left.
 */
export function targetSpan(period: ReportPeriod, today: string): ReportPeriod {
  return period.toDate === today && period.fromDate.endsWith('-01')
    ? { fromDate: period.fromDate, toDate: lastOfMonth(today) }
    : period;
}

/** How far along its target a revenue is, `today` in the period or not. */
export function targetProgress(
  period: ReportPeriod,
  amount: number | null,
  revenue: number,
  today: string,
): SaleTargetProgress {
  const from = today > period.fromDate ? today : period.fromDate;
  const workingDaysLeft = today > period.toDate ? 0 : workingDaysBetween(from, period.toDate);
  return {
    amount,
    attainment: amount === null || amount === 0 ? null : revenue / amount,
    workingDaysLeft,
    perWorkingDayLeft:
      amount === null || workingDaysLeft === 0
        ? null
        : Math.ceil(Math.max(0, amount - revenue) / workingDaysLeft),
  };
}

/**
 * What a sales performance call reads: the period and the one compared, their bounds, today, and
 * the days and months its targets run over.
 */
export function performanceReading(query: ReportQuery, now: Date) {
  const comparison = comparisonOf(query, {}, now);
  const today = todayInVietnam(now);
  const span = targetSpan(comparison.period, today);
  return { comparison, ...boundsOf(comparison), today, span, months: periodMonths(span) };
}

export async function salePerformanceReport(
  db: Database,
  user: CurrentUser,
  query: ReportQuery,
  now = new Date(),
): Promise<SalePerformanceReport> {
  const { comparison, current, before, today, span, months } = performanceReading(query, now);
  const { period, previousPeriod } = comparison;
  const scope = await saleScope(db, user);
  const ids = scope.saleIds;
  // The orders of no sale, for a caller who reads every sale.
  const orderIds = scope.all ? [...ids, NO_SALE] : ids;
  const [people, since, orders, previousOrders, work, previousWork, days, previousDays, targets] =
    await Promise.all([
      findSales(db, ids),
      dataSince(db),
      saleOrderFigures(db, orderIds, current),
      saleOrderFigures(db, orderIds, before),
      saleWorkFigures(db, ids, current),
      saleWorkFigures(db, ids, before),
      saleDays(db, ids, current),
      saleDays(db, ids, before),
      saleTargets(db, ids, months[0] ?? '', months.at(-1) ?? ''),
    ]);
  const targetsBySale = new Map<number, Map<string, number>>();
  for (const target of targets) {
    const sale = targetsBySale.get(target.saleId) ?? new Map<string, number>();
    sale.set(target.month, target.amount);
    targetsBySale.set(target.saleId, sale);
  }
  const shares = monthShares(span);
  const rows = people
    .map((person) => {
      const revenue = orders.bySale.get(person.saleId)?.revenue ?? 0;
      const amount = periodTarget(span, targetsBySale.get(person.saleId) ?? new Map(), shares);
      return {
        saleId: person.saleId,
        username: person.username,
        fullName: person.fullName,
        current: figuresOf(
          orders.bySale.get(person.saleId) ?? NO_ORDERS,
          work.get(person.saleId) ?? NO_WORK,
        ),
        previous: figuresOf(
          previousOrders.bySale.get(person.saleId) ?? NO_ORDERS,
          previousWork.get(person.saleId) ?? NO_WORK,
        ),
        target: targetProgress(span, amount, revenue, today),
      };
    })
    .sort((a, b) => b.current.revenue - a.current.revenue || a.saleId - b.saleId);
  const amounts = rows.flatMap((row) => (row.target.amount === null ? [] : [row.target.amount]));
  const teamTarget = amounts.length === 0 ? null : amounts.reduce((sum, a) => sum + a, 0);
  const noSale = scope.all
    ? {
        current: figuresOf(orders.bySale.get(NO_SALE) ?? NO_ORDERS, NO_WORK),
        previous: figuresOf(previousOrders.bySale.get(NO_SALE) ?? NO_ORDERS, NO_WORK),
      }
    : null;
  return {
    ...comparison,
    dataSince: since,
    totals: {
      current: figuresOf(orders.total, sumWork(work.values())),
      previous: figuresOf(previousOrders.total, sumWork(previousWork.values())),
    },
    rows,
    target: targetProgress(span, teamTarget, orders.total.revenue, today),
    noSale,
    byDay: everyDay(period, days),
    previousByDay: everyDay(previousPeriod, previousDays),
  };
}
