/** Query keys of the leave screen: every change invalidates `all`. */
export const leaveKeys = {
  all: ['hrm-leave'] as const,
  user: (userId: number, year: number) => ['hrm-leave', 'user', userId, year] as const,
  team: () => ['hrm-leave', 'team'] as const,
  toDecide: (status: string, page: number, pageSize: number) =>
    ['hrm-leave', 'to-decide', status, page, pageSize] as const,
  calendar: (userIds: readonly number[], month: string) =>
    ['hrm-leave', 'calendar', month, ...userIds] as const,
};
