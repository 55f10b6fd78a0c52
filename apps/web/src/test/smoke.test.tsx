import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../app';

describe('web test setup', () => {
  it('renders a component in jsdom', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Back office' })).toBeInTheDocument();
  });
});
