import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { MonthPicker } from './month-picker';

describe('MonthPicker', () => {
  it('shows the month in the spec format (MM)', () => {
    render(<MonthPicker value={dayjs('2026-03-15')} />);
    expect(screen.getByLabelText('Tháng')).toHaveValue('03');
  });

  it('shows the year too when the screen asks for it', () => {
    render(<MonthPicker value={dayjs('2026-03-15')} format="MM-YYYY" />);
    expect(screen.getByLabelText('Tháng')).toHaveValue('03-2026');
  });
});
