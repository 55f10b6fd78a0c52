// The order notices' calls and the way a live event changes the list already read.
import {
  ORDER_NOTICE_API,
  type OrderNotice,
  type OrderNoticePage,
  type OrderNoticeSearch,
  todayInVietnam,
} from '@backoffice/shared';
import type { InfiniteData } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface NoticeFilters {
  sellerId?: number;
  status?: string;
}

export const noticesKey = (filters: NoticeFilters) => ['order-notices', filters] as const;

export async function fetchNotices(
  search: OrderNoticeSearch,
  signal?: AbortSignal,
): Promise<OrderNoticePage> {
  const { data } = await api.get<OrderNoticePage>(ORDER_NOTICE_API.list, {
    params: search,
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

/** Orders that count in today's figures (cancelled and returned ones do not). */
const counts = (status: string) => status !== 'CANCELLED' && status !== 'RETURNED';

/** Whether the list of these filters shows the order. */
export function passes(notice: OrderNotice, filters: NoticeFilters): boolean {
  if (filters.sellerId !== undefined && notice.sellerId !== filters.sellerId) return false;
  return filters.status === undefined || notice.status === filters.status;
}

/**
 * The list with an order as an event gives it: a new one at the top, a known one changed in place
 * (and taken out when it no longer passes the filters); today's figures follow (those of an order
 * changed that the list does not hold wait for the next read of them). Returns the same object
 * when nothing changes (an event of an order already shown as it is).
 */
export function applyNotice(
  data: InfiniteData<OrderNoticePage, string>,
  notice: OrderNotice,
  created: boolean,
  filters: NoticeFilters,
): InfiniteData<OrderNoticePage, string> {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  let before: OrderNotice | undefined;
  const pages = data.pages.map((page) => {
    const index = page.items.findIndex((item) => item.code === notice.code);
    if (index < 0) return page;
    before = page.items[index];
    const items = passes(notice, filters)
      ? page.items.map((item, at) =>
          at === index
            ? { ...notice, sellerName: item.sellerName, crmCustomerId: item.crmCustomerId }
            : item,
        )
      : page.items.filter((_, at) => at !== index);
    return { ...page, items };
  });
  if (before && before.status === notice.status && before.amount === notice.amount) return data;
  const today = { ...first.today };
  const day = todayInVietnam();
  const inToday = (order: OrderNotice) =>
    todayInVietnam(new Date(order.createdAt)) === day && counts(order.status);
  if (filters.sellerId === undefined || notice.sellerId === filters.sellerId) {
    if (before && inToday(before)) {
      today.count -= 1;
      today.amount -= before.amount;
    }
    if ((before || created) && inToday(notice)) {
      today.count += 1;
      today.amount += notice.amount;
    }
  }
  const [head = first, ...tail] = before ? pages : [first, ...rest];
  if (before || !passes(notice, filters)) return { ...data, pages: [{ ...head, today }, ...tail] };
  // A new order at the top; one changed into the filters where its time puts it, when that is
  // within the first page (a later page is read as it comes).
  const at = head.items.findIndex((item) => item.createdAt < notice.createdAt);
  if (at < 0 && !created && head.next !== null)
    return { ...data, pages: [{ ...head, today }, ...tail] };
  const items = [...head.items];
  items.splice(created || at < 0 ? (created ? 0 : items.length) : at, 0, notice);
  return { ...data, pages: [{ ...head, today, items }, ...tail] };
}
