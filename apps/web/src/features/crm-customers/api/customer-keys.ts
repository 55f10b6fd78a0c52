// Query keys of the customer screens, so that a change invalidates exactly what it touches.
import type { CustomerListKind, CustomerSearchInput } from '@backoffice/shared';

const root = ['crm-customers'] as const;

export const customerKeys = {
  all: root,
  lists: () => [...root, 'list'] as const,
  list: (kind: CustomerListKind, search: CustomerSearchInput) =>
    [...root, 'list', kind, search] as const,
  details: () => [...root, 'detail'] as const,
  detail: (id: number) => [...root, 'detail', id] as const,
  phoneCheck: (mobilePhone: string, customerId: number | undefined) =>
    [...root, 'phone', mobilePhone, customerId ?? null] as const,
  categories: () => [...root, 'categories'] as const,
  sources: () => [...root, 'sources'] as const,
  tags: () => [...root, 'tags'] as const,
  team: (userId: number) => [...root, 'team', userId] as const,
  interactions: (customerId: number) => [...root, 'interactions', customerId] as const,
  interactionPage: (customerId: number, page: number, pageSize: number) =>
    [...root, 'interactions', customerId, page, pageSize] as const,
  tasks: (customerId: number) => [...root, 'tasks', customerId] as const,
  taskPage: (customerId: number, page: number, pageSize: number) =>
    [...root, 'tasks', customerId, page, pageSize] as const,
  orders: (customerId: number, page: number, pageSize: number) =>
    [...root, 'orders', customerId, page, pageSize] as const,
  invoices: (customerId: number, page: number, pageSize: number) =>
    [...root, 'invoices', customerId, page, pageSize] as const,
};
