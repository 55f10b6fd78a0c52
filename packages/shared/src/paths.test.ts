import { describe, expect, it } from 'vitest';
import { CRM_API } from './crm/paths';
import { LEAVE_API, SYNC_API, pathOf } from './paths';
import { REPORT_API } from './reports/paths';

describe('pathOf', () => {
  it('fills each parameter of a route pattern', () => {
    expect(pathOf(CRM_API.customerApprove, { id: 42 })).toBe('/api/v1/crm/customer/42/approve');
    expect(pathOf(LEAVE_API.cancel, { id: '7' })).toBe('/api/v1/crm/hrm/leave-request/7/cancel');
    expect(pathOf(SYNC_API.runsOfSource, { source: 'misa' })).toBe(
      '/api/v1/sync/sources/misa/runs',
    );
  });

  it('encodes what it fills in, so a value cannot reach another path', () => {
    expect(pathOf(REPORT_API.productAnalysisDetail, { productCode: 'A/B ?x' })).toBe(
      '/api/v1/thuocsi/report/product-analysis/A%2FB%20%3Fx',
    );
  });

  it('leaves a pattern without parameters as it is, and refuses a missing value', () => {
    expect(pathOf(SYNC_API.runs, {})).toBe('/api/v1/sync/runs');
    expect(() => pathOf(CRM_API.task, {} as { id: number })).toThrow(':id');
  });
});
