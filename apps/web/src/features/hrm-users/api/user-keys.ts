/** Query keys of the user screen: every change invalidates `all`. */
export const userKeys = {
  all: ['hrm-users'] as const,
  search: (body: unknown) => ['hrm-users', 'search', body] as const,
  detail: (id: number) => ['hrm-users', 'detail', id] as const,
  options: () => ['hrm-users', 'options'] as const,
};
