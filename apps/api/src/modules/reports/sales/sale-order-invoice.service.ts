// The orders and invoices report: for the sales the caller reads, what their customers ordered,
// what was invoiced and paid of it, and what is unpaid by age; one sale's orders behind it.
import {
  type CurrentUser,
  type OrderInvoiceFigures,
  SALE_ORDER_INVOICE_MESSAGES,
  type SaleInvoiceOrdersPage,
  type SaleInvoiceOrdersQuery,
  type SaleOrderInvoiceQuery,
  type SaleOrderInvoiceReport,
  UNPAID_AGE_DAYS,
  todayInVietnam,
} from '@backoffice/shared';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { canOpen } from '../../crm/customers/customer-access';
import { crmViewer } from '../../crm/crm-viewer';
import { comparisonOf, dataSince } from '../comparison';
import {
  NO_INVOICE_FIGURES,
  noUnpaid,
  saleInvoiceFigures,
  saleInvoiceOrders,
  unpaidByAge,
} from './sale-order-invoice.repository';
import { NO_SALE, boundsOf } from './sale-performance.repository';
import { findSales, saleScope } from './sale-scope';

const NO_SALE_NAME = { username: '', fullName: '' };

export async function saleOrderInvoiceReport(
  db: Database,
  user: CurrentUser,
  query: SaleOrderInvoiceQuery,
  now = new Date(),
): Promise<SaleOrderInvoiceReport> {
  const ageDays = query.ageDays ?? [...UNPAID_AGE_DAYS];
  const comparison = comparisonOf(query, {}, now);
  const { period } = comparison;
  const today = todayInVietnam(now);
  const scope = await saleScope(db, user);
  const ids = scope.all ? [...scope.saleIds, NO_SALE] : scope.saleIds;
  const { current, before } = boundsOf(comparison);
  const [people, since, figures, previous, ages] = await Promise.all([
    findSales(db, scope.saleIds),
    dataSince(db),
    saleInvoiceFigures(db, ids, current),
    saleInvoiceFigures(db, ids, before),
    unpaidByAge(db, ids, period, today, ageDays),
  ]);
  const of = (saleId: number) => ({
    current: figures.get(saleId) ?? NO_INVOICE_FIGURES,
    previous: previous.get(saleId) ?? NO_INVOICE_FIGURES,
    unpaidByAge: ages.get(saleId) ?? noUnpaid(ageDays),
  });
  const rows = people
    .map((person) => ({ ...person, ...of(person.saleId) }))
    .sort((a, b) => b.current.unpaid - a.current.unpaid || b.current.ordered - a.current.ordered);
  // The team: the sales shown, together (the orders of no sale apart).
  const sum = (pick: (row: (typeof rows)[number]) => OrderInvoiceFigures) =>
    rows.reduce<OrderInvoiceFigures>(
      (total, row) => {
        const figures = pick(row);
        return {
          orders: total.orders + figures.orders,
          ordered: total.ordered + figures.ordered,
          invoiced: total.invoiced + figures.invoiced,
          notInvoiced: total.notInvoiced + figures.notInvoiced,
          collected: total.collected + figures.collected,
          unpaid: total.unpaid + figures.unpaid,
        };
      },
      { ...NO_INVOICE_FIGURES },
    );
  return {
    ...comparison,
    dataSince: since,
    ageDays,
    totals: { current: sum((row) => row.current), previous: sum((row) => row.previous) },
    rows,
    unpaidByAge: noUnpaid(ageDays).map((_, bucket) =>
      rows.reduce((total, row) => total + (row.unpaidByAge[bucket] ?? 0), 0),
    ),
    noSale: scope.all ? of(NO_SALE) : null,
  };
}

/** One sale's orders (NO_SALE: those of no sale, for a caller who reads every sale); 404 outside. */
export async function saleInvoiceOrdersPage(
  db: Database,
  user: CurrentUser,
  saleId: number,
  query: SaleInvoiceOrdersQuery,
  now = new Date(),
): Promise<SaleInvoiceOrdersPage> {
  const scope = await saleScope(db, user);
  if (saleId === NO_SALE ? !scope.all : !scope.saleIds.includes(saleId)) {
    throw notFound(SALE_ORDER_INVOICE_MESSAGES.saleNotFound);
  }
  const ageDays = query.ageDays ?? [...UNPAID_AGE_DAYS];
  const period = { fromDate: query.fromDate, toDate: query.toDate };
  const today = todayInVietnam(now);
  const [people, figures, ages, page, viewer] = await Promise.all([
    saleId === NO_SALE ? Promise.resolve([]) : findSales(db, [saleId]),
    saleInvoiceFigures(db, [saleId], { period, until: null }),
    unpaidByAge(db, [saleId], period, today, ageDays),
    saleInvoiceOrders(db, saleId, query, today, ageDays),
    crmViewer(db, user),
  ]);
  const person = people[0] ?? { saleId, ...NO_SALE_NAME };
  return {
    sale: { saleId, username: person.username, fullName: person.fullName },
    period,
    ageDays,
    totals: figures.get(saleId) ?? NO_INVOICE_FIGURES,
    unpaidByAge: ages.get(saleId) ?? noUnpaid(ageDays),
    sum: { ordered: page.ordered, unpaid: page.unpaid },
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    items: page.items.map(({ customer, ...order }) => ({
      ...order,
      createdAt: new Date(order.createdAt).toISOString(),
      crmCustomerId:
        customer !== null &&
        canOpen(viewer, {
          ...customer,
          deletedAt: customer.deletedAt === null ? null : new Date(customer.deletedAt),
        })
          ? customer.id
          : null,
    })),
  };
}
