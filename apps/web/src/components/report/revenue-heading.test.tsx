import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KpiCards } from './kpi-cards';
import { REVENUE_MEANING, RevenueHeading } from './revenue-heading';

describe('what revenue counts', () => {
  it('is told on a revenue heading, on hover and on focus from the keyboard', async () => {
    const user = userEvent.setup();
    render(<RevenueHeading label="Doanh thu thị trường" />);
    await user.hover(screen.getByText('Doanh thu thị trường'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REVENUE_MEANING);
    expect(REVENUE_MEANING).toMatch(/sau mọi giảm giá/);
  });

  it("is told on a revenue card's label, reached with the keyboard", async () => {
    const user = userEvent.setup();
    render(
      <KpiCards
        items={[
          {
            label: 'Doanh thu',
            value: 1_234_567,
            previous: 1_000_000,
            kind: 'money',
            hint: REVENUE_MEANING,
          },
          { label: 'Đơn hàng', value: 12, previous: 10, kind: 'count' },
        ]}
      />,
    );
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Doanh thu');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REVENUE_MEANING);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1.234.567 ₫');
  });
});
