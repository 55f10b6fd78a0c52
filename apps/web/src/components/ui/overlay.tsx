// The app's drawers and dialogs: Ant Design's, except where focus goes when one closes.
//
// Ant Design puts the focus back on what opened a drawer or dialog when its closing animation ends,
// whatever the user has done since. On a busy machine that is a second later, and a select the user
// has just opened in the page loses the focus and closes under their pointer. Here the focus goes
// back only while it is nowhere else: still in the overlay that closed, or on the page's body.
import { Drawer as AntDrawer, Modal as AntModal, type DrawerProps, type ModalProps } from 'antd';
import { useCallback, useLayoutEffect, useRef } from 'react';

const OVERLAY = '.ant-drawer, .ant-modal-wrap, .ant-modal-root';

/** Whether the focus is lost (on the body, or in a closed overlay) rather than where the user put it. */
function focusIsLost(overlay: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  if (overlay?.contains(active)) return true;
  const holder = active.closest(OVERLAY);
  return holder !== null && holder.getClientRects().length === 0;
}

/**
 * What a drawer or dialog needs to give the focus back once closed: its `afterOpenChange` notes the
 * overlay once open and calls `giveBack` once the closing animation has ended.
 */
export function useReturnFocus(open: boolean | undefined) {
  const trigger = useRef<HTMLElement | null>(null);
  const overlay = useRef<Element | null>(null);
  // A layout effect runs before the overlay moves the focus into itself (in a plain effect).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    trigger.current = active instanceof HTMLElement && active !== document.body ? active : null;
    overlay.current = null;
  }, [open]);
  const giveBack = useCallback(() => {
    const target = trigger.current;
    trigger.current = null;
    if (target?.isConnected && focusIsLost(overlay.current)) target.focus({ preventScroll: true });
  }, []);
  const afterOpenChange = useCallback(
    (visible: boolean) => {
      if (visible) overlay.current = document.activeElement?.closest(OVERLAY) ?? null;
      else giveBack();
    },
    [giveBack],
  );
  return { giveBack, afterOpenChange };
}

export function Drawer({ open, afterOpenChange, focusable, ...props }: DrawerProps) {
  const focus = useReturnFocus(open);
  return (
    <AntDrawer
      {...props}
      open={open}
      focusable={{ ...focusable, focusTriggerAfterClose: false }}
      afterOpenChange={(visible) => {
        focus.afterOpenChange(visible);
        afterOpenChange?.(visible);
      }}
    />
  );
}

export function Modal({ open, afterOpenChange, focusable, ...props }: ModalProps) {
  const focus = useReturnFocus(open);
  return (
    <AntModal
      {...props}
      open={open}
      focusable={{ ...focusable, focusTriggerAfterClose: false }}
      afterOpenChange={(visible) => {
        focus.afterOpenChange(visible);
        afterOpenChange?.(visible);
      }}
    />
  );
}

/**
 * Confirmation dialogs (`modal.confirm`). They are opened from menus that are gone once they close,
 * and the app's ConfigProvider keeps them from moving the focus anywhere.
 */
export const useModal = AntModal.useModal;
