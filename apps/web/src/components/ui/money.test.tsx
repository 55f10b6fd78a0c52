import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

function colorOf(text: string): string {
  return screen.getByText(text).style.color;
}

describe('Money', () => {
  it('shows the amount in VND, right-aligned, with digits of equal width, on one line', () => {
    render(<Money value={1234567} />);
    const amount = screen.getByText('1.234.567 ₫');
    expect(amount).toHaveStyle({
      textAlign: 'right',
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    });
  });

  it('shows negative amounts in red and positive ones in the normal colour', () => {
    render(
      <>
        <Money value={-150000} />
        <Money value="2500000" />
        <Money value={0} />
      </>,
    );
    expect(colorOf('-150.000 ₫')).not.toBe('');
    expect(colorOf('2.500.000 ₫')).toBe('');
    expect(colorOf('0 ₫')).toBe('');
  });

  it('shows a dash when there is no amount', () => {
    render(<Money value={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('flows inside text when inline', () => {
    render(<Money value={5000} align="inline" />);
    expect(screen.getByText('5.000 ₫').style.display).toBe('');
  });
});
