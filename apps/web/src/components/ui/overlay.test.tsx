import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer, useReturnFocus } from './overlay';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Thêm công việc
      </button>
      <input aria-label="Trạng thái" />
      <Drawer
        title="Công việc"
        open={open}
        onClose={() => {
          setOpen(false);
        }}
      >
        <button
          type="button"
          onClick={() => {
            setOpen(false);
          }}
        >
          Lưu
        </button>
      </Drawer>
    </>
  );
}

describe('the focus when a drawer or dialog closes', () => {
  it('goes back to what opened the drawer', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Thêm công việc' }));
    await user.click(await screen.findByRole('button', { name: 'Lưu' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Thêm công việc' })).toHaveFocus();
    });
  });

  it('stays on a control the user opened while the drawer was closing', () => {
    const trigger = document.createElement('button');
    const other = document.createElement('input');
    document.body.append(trigger, other);
    trigger.focus();
    const { result, rerender } = renderHook(({ open }) => useReturnFocus(open), {
      initialProps: { open: true },
    });
    rerender({ open: false });
    // The user clicks into a select of the page before the closing animation has ended.
    other.focus();
    act(() => {
      result.current.giveBack();
    });
    expect(other).toHaveFocus();
    trigger.remove();
    other.remove();
  });

  it('goes back to the trigger when the closed overlay left it nowhere', () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    trigger.focus();
    const { result, rerender } = renderHook(({ open }) => useReturnFocus(open), {
      initialProps: { open: true },
    });
    rerender({ open: false });
    trigger.blur();
    expect(document.activeElement).toBe(document.body);
    act(() => {
      result.current.giveBack();
    });
    expect(trigger).toHaveFocus();
    trigger.remove();
  });
});
