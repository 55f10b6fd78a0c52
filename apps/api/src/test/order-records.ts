// A marketplace order as the thuocsi sync delivers it, for the tests: a new, unpaid order of one
// line of the company's seller 2010 placed now, its code unique in this process; each test says
// what differs (`prefix` names the test's orders).
import type { TsOrderRecord } from '../modules/sync/sources/thuocsi/thuocsi-records';

let counter = 0;

export function orderRecord(
  prefix: string,
  overrides: Partial<TsOrderRecord> & { minutesAgo?: number } = {},
): TsOrderRecord {
  counter += 1;
  const { minutesAgo = 0, ...rest } = overrides;
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const quantity = 2;
  const unitPrice = 45_000;
  return {
    orderCode: `TSO-${prefix}-${String(process.pid)}-${String(counter)}`,
    sellerId: 2010,
    createdTime: at,
    status: 'NEW',
    source: 'MARKETPLACE',
    campaign: null,
    customer: {
      code: 'MP-TEST',
      name: 'Nhà thuốc Thử Nghiệm',
      phone: '0912000111',
      province: 'Tỉnh An Giang',
    },
    discountAmount: 0,
    totalAmount: quantity * unitPrice,
    payment: { method: 'COD', status: 'UNPAID', paidAmount: 0, paidTime: null },
    items: [{ lineNo: 1, productCode: 'TSP10001', quantity, unitPrice, dealCode: null }],
    updatedTime: at,
    ...rest,
  };
}
