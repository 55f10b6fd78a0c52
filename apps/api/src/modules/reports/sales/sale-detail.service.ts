// One sale's performance (/report/sale-performance/:saleId): their figures against the period
// compared and their target, each day's figures, and their customers of the period.
import {
  type CurrentUser,
  type ReportQuery,
  type SaleDetailDay,
  type SalePerformanceDetail,
  periodDays,
} from '@backoffice/shared';
import type { Database } from '../../../db/client';
import { canOpen } from '../../crm/customers/customer-access';
import { crmViewer } from '../../crm/crm-viewer';
import { dataSince } from '../comparison';
import { saleCustomers, saleOrderDays, saleWorkDays } from './sale-detail.repository';
import {
  NO_ORDERS,
  NO_WORK,
  saleDays,
  saleOrderFigures,
  saleTargets,
  saleWorkFigures,
} from './sale-performance.repository';
import {
  everyDay,
  performanceReading,
  periodTarget,
  targetProgress,
} from './sale-performance.service';
import { findSales, requireInScope, saleScope } from './sale-scope';

export async function salePerformanceDetail(
  db: Database,
  user: CurrentUser,
  saleId: number,
  query: ReportQuery,
  now = new Date(),
): Promise<SalePerformanceDetail> {
  const scope = await saleScope(db, user);
  requireInScope(scope, saleId);
  const { comparison, current, before, today, span, months } = performanceReading(query, now);
  const { period, previousPeriod } = comparison;
  const [
    people,
    since,
    orders,
    previousOrders,
    work,
    previousWork,
    orderDays,
    workDays,
    previousDays,
    targets,
    customers,
    viewer,
  ] = await Promise.all([
    findSales(db, [saleId]),
    dataSince(db),
    saleOrderFigures(db, [saleId], current),
    saleOrderFigures(db, [saleId], before),
    saleWorkFigures(db, [saleId], current),
    saleWorkFigures(db, [saleId], before),
    saleOrderDays(db, saleId, current),
    saleWorkDays(db, saleId, current),
    saleDays(db, [saleId], before),
    saleTargets(db, [saleId], months[0] ?? '', months.at(-1) ?? ''),
    saleCustomers(db, saleId, current, before),
    crmViewer(db, user),
  ]);
  const person = people[0] ?? { saleId, username: '', fullName: '' };
  const totals = {
    current: { ...(orders.bySale.get(saleId) ?? NO_ORDERS), ...(work.get(saleId) ?? NO_WORK) },
    previous: {
      ...(previousOrders.bySale.get(saleId) ?? NO_ORDERS),
      ...(previousWork.get(saleId) ?? NO_WORK),
    },
  };
  const amount = periodTarget(
    span,
    new Map(targets.map((target) => [target.month, target.amount])),
  );
  const ordersOn = new Map(orderDays.map((day) => [day.day, day]));
  const workOn = new Map(workDays.map((day) => [day.day, day]));
  const byDay = periodDays(period).map((day): SaleDetailDay => {
    const { day: _o, ...orderFigures } = ordersOn.get(day) ?? { day, ...NO_ORDERS };
    const { day: _w, ...workFigures } = workOn.get(day) ?? { day, ...NO_WORK };
    return { day, ...orderFigures, ...workFigures };
  });
  return {
    ...comparison,
    dataSince: since,
    sale: { saleId, username: person.username, fullName: person.fullName },
    totals,
    target: targetProgress(span, amount, totals.current.revenue, today),
    byDay,
    previousByDay: everyDay(previousPeriod, previousDays),
    customers: customers.map(({ ownerId, approvalStatus, deletedAt, total: _t, ...customer }) => ({
      ...customer,
      canOpen: canOpen(viewer, { ownerId, approvalStatus, deletedAt }),
    })),
    customersTotal: customers[0]?.total ?? 0,
  };
}
