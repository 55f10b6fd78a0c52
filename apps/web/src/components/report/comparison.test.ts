import { describe, expect, it } from 'vitest';
import { comparedText } from './comparison';

const answer = {
  period: { fromDate: '2026-11-01', toDate: '2026-11-27' },
  previousPeriod: { fromDate: '2026-10-01', toDate: '2026-10-27' },
  compare: 'previous' as const,
  dataSince: '2024-05-01',
};

describe('what the subtitle says of the period compared', () => {
  it('names its days', () => {
    expect(comparedText({ ...answer, comparedUntil: null })).toBe(
      'So với kỳ trước: 01-10-2026 – 27-10-2026',
    );
  });

  it('names the time of day its last day ends at when the period ends today', () => {
    expect(comparedText({ ...answer, comparedUntil: '2026-10-27T06:40:00.000Z' })).toBe(
      'So với kỳ trước: 01-10-2026 – 27-10-2026 13:40',
    );
  });
});
