// The longest period a report takes: three years, a 29 February among them. The period compared
// then lies more than three years back, which an answer names as it is (it once failed as a 500).
import { REPORT_API, productAnalysisPath, sellerSummaryPath } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLERS } from '../../demo-data/master-data';
import { testKit } from '../../test/test-app';

const kit = testKit(['giamdoc']);

const period = 'fromDate=2020-01-01&toDate=2022-12-31';
const compared = { fromDate: '2016-12-31', toDate: '2019-12-31' };

async function answerOf(url: string) {
  const response = await kit.app.inject({ method: 'GET', url, headers: kit.as('giamdoc') });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ period: unknown; previousPeriod?: unknown }>();
}

describe('a three-year period holding 29 February', () => {
  const seller = DEMO_SELLERS[0];

  it('answers every report with a comparison, naming the three years before', async () => {
    const urls = [
      `${REPORT_API.seller}?${period}`,
      `${sellerSummaryPath(seller?.idf ?? 0)}?${period}`,
      `${REPORT_API.productAnalysis}?${period}`,
    ];
    for (const url of urls) {
      const body = await answerOf(url);
      expect(body.period).toEqual({ fromDate: '2020-01-01', toDate: '2022-12-31' });
      expect(body.previousPeriod).toEqual(compared);
    }
  });

  it('answers the reports of a product, by month and by seller and price', async () => {
    const analysis = await answerOf(`${REPORT_API.productAnalysis}?${period}&pageSize=1`);
    const code = (analysis as unknown as { items: { productCode: string }[] }).items[0]
      ?.productCode;
    const urls = [
      `${productAnalysisPath(code ?? 'X')}?${period}`,
      `${REPORT_API.productByMonth}?${period}`,
      `${REPORT_API.productBySellerPrice}?${period}&sellerCodes=${seller?.code ?? ''}`,
    ];
    for (const url of urls) {
      const body = await answerOf(url);
      expect(body.period).toEqual({ fromDate: '2020-01-01', toDate: '2022-12-31' });
    }
  });
});
