// The advertising orders' calls, and the way an event or an acknowledgement changes the list read.
import {
  ADV_ORDER_API,
  type AdvOrder,
  type AdvOrderAcknowledgeResult,
  type AdvOrderAcknowledgement,
  type AdvOrderPage,
  type AdvOrderSearch,
  type AdvOrderState,
} from '@backoffice/shared';
import type { InfiniteData } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface AdvFilters {
  state: AdvOrderState;
  sellerId?: number;
}

export type AdvPages = InfiniteData<AdvOrderPage, string>;

export const advOrdersKey = (filters: AdvFilters) => ['adv-orders', 'list', filters] as const;
export const ADV_ORDERS_ALL = ['adv-orders', 'list'] as const;

export async function fetchAdvOrders(
  search: AdvOrderSearch,
  signal?: AbortSignal,
): Promise<AdvOrderPage> {
  const { data } = await api.get<AdvOrderPage>(ADV_ORDER_API.list, {
    params: search,
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

export async function acknowledgeOrders(codes: string[]): Promise<AdvOrderAcknowledgeResult> {
  const { data } = await api.post<AdvOrderAcknowledgeResult>(ADV_ORDER_API.acknowledge, {
    codes,
  });
  return data;
}

/** Whether the list of these filters shows the order. */
export function passes(order: AdvOrder, filters: AdvFilters): boolean {
  if (filters.sellerId !== undefined && order.sellerId !== filters.sellerId) return false;
  if (filters.state === 'pending') return order.acknowledgement === null;
  if (filters.state === 'acknowledged') return order.acknowledgement !== null;
  return true;
}

/**
 * The list with these orders as they now are: a known one changed in place, or taken out when it
 * no longer passes the filters; a new one (`created`) at the top when it passes. The same object
 * when nothing changes.
 */
export function applyOrders(
  data: AdvPages,
  orders: readonly AdvOrder[],
  filters: AdvFilters,
  created = false,
): AdvPages {
  let changed = false;
  let pages = data.pages;
  for (const order of orders) {
    const known = pages.some((page) => page.items.some((item) => item.code === order.code));
    pages = pages.map((page) => {
      const index = page.items.findIndex((item) => item.code === order.code);
      if (index < 0) return page;
      const before = page.items[index];
      const next = {
        ...order,
        sellerName: order.sellerName || (before?.sellerName ?? ''),
        crmCustomerId: order.crmCustomerId ?? before?.crmCustomerId ?? null,
      };
      if (JSON.stringify(before) === JSON.stringify(next)) return page;
      changed = true;
      const items = passes(next, filters)
        ? page.items.map((item, at) => (at === index ? next : item))
        : page.items.filter((_, at) => at !== index);
      return { ...page, items };
    });
    if (!known && created && passes(order, filters)) {
      const [head, ...tail] = pages;
      if (head) {
        pages = [{ ...head, items: [order, ...head.items] }, ...tail];
        changed = true;
      }
    }
  }
  return changed ? { ...data, pages } : data;
}

/** The list with these acknowledgements on its orders (taken out of the waiting ones). */
export function applyAcknowledgements(
  data: AdvPages,
  acknowledgements: readonly AdvOrderAcknowledgement[],
  filters: AdvFilters,
): AdvPages {
  const byCode = new Map(acknowledgements.map((ack) => [ack.code, ack]));
  const orders = data.pages.flatMap((page) =>
    page.items.flatMap((item) => {
      const ack = byCode.get(item.code);
      return ack && item.acknowledgement === null
        ? [{ ...item, acknowledgement: { byId: ack.byId, byName: ack.byName, at: ack.at } }]
        : [];
    }),
  );
  return applyOrders(data, orders, filters);
}

/** What an acknowledgement event says (its data), or null when it is not one. */
export function acknowledgementOfEvent(
  data: Record<string, unknown>,
): AdvOrderAcknowledgement | null {
  const { code, byId, byName, at } = data;
  if (typeof code !== 'string' || typeof at !== 'string') return null;
  return {
    code,
    byId: typeof byId === 'number' ? byId : null,
    byName: typeof byName === 'string' ? byName : '',
    at,
  };
}
