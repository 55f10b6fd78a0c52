// The commands on one customer (open, edit, approve, dig, flags, release, delete), shared by the
// rows of the list and the detail screen, each shown only to whom it is allowed.
import {
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  ExportOutlined,
  PhoneOutlined,
  PushpinOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { CUSTOMER_ACTION_LABELS, CustomerAction, type Customer } from '@backoffice/shared';
import { type MenuProps } from 'antd';
import { useModal } from '../../../components/ui/overlay';
import { useNavigate } from 'react-router';
import { useDeleteCustomer } from '../api/delete-customer';
import { useDigCustomer } from '../api/dig-customer';
import { useDoCustomerAction } from '../api/do-customer-action';
import { canDelete, canDig, canRelease, type CrmViewer } from './use-crm-viewer';

export const customerPath = (id: number) => `/crm/customer/${id}`;

export interface CustomerCommandHandlers {
  onEdit: (customer: Customer) => void;
  /** A leader picks whom a customer of the pool goes to. */
  onDigFor: (customer: Customer) => void;
  /** After a release or a delete (the detail screen leaves). */
  onGone?: (customer: Customer, outcome: 'RELEASED' | 'DELETED') => void;
  /** Whether "open" is offered (not on the detail screen itself). */
  showOpen?: boolean;
}

const flagOf = (customer: Customer, action: CustomerAction) => {
  switch (action) {
    case CustomerAction.PIN:
      return customer.pinned;
    case CustomerAction.HIDE:
      return customer.hidden;
    case CustomerAction.DO_NOT_CALL:
      return customer.doNotCall;
  }
};

const ACTION_ICONS = {
  PIN: <PushpinOutlined />,
  HIDE: <EyeInvisibleOutlined />,
  DO_NOT_CALL: <PhoneOutlined />,
} satisfies Record<CustomerAction, React.ReactNode>;

export function useCustomerCommands(viewer: CrmViewer, handlers: CustomerCommandHandlers) {
  const navigate = useNavigate();
  const [modal, contextHolder] = useModal();
  const doAction = useDoCustomerAction();
  const deleteCustomer = useDeleteCustomer();
  const dig = useDigCustomer();

  /** A sale digs for themselves after a confirmation; a leader (or GOD) chooses for whom. */
  const digCustomer = (customer: Customer) => {
    if (viewer.leader || !viewer.inSaleDepartment) {
      handlers.onDigFor(customer);
      return;
    }
    void modal.confirm({
      title: 'Nhận khách hàng này về mình?',
      content: `${customer.name} (${customer.code}) sẽ do bạn phụ trách.`,
      okText: 'Nhận khách hàng',
      cancelText: 'Hủy',
      onOk: () => dig.mutateAsync({ id: customer.id }).catch(() => undefined),
    });
  };

  const toggle = (customer: Customer, action: CustomerAction) => {
    doAction.mutate({ customerId: customer.id, action, flag: !flagOf(customer, action) });
  };

  const release = (customer: Customer) => {
    void modal.confirm({
      title: 'Trả khách hàng về kho chung?',
      content: `${customer.name} (${customer.code}) sẽ không còn do ${customer.ownerName ?? 'bạn'} phụ trách; nhân viên khác có thể nhận.`,
      okText: 'Trả về kho chung',
      cancelText: 'Hủy',
      onOk: () =>
        deleteCustomer
          .mutateAsync({ id: customer.id, release: true })
          .then(() => handlers.onGone?.(customer, 'RELEASED'))
          .catch(() => undefined),
    });
  };

  const remove = (customer: Customer) => {
    void modal.confirm({
      title: 'Xóa khách hàng?',
      content: `${customer.name} (${customer.code}) sẽ bị xóa khỏi mọi danh sách (quản trị viên có thể khôi phục).`,
      okText: 'Xóa',
      okButtonProps: { danger: true },
      cancelText: 'Hủy',
      onOk: () =>
        deleteCustomer
          .mutateAsync({ id: customer.id, release: false })
          .then(() => handlers.onGone?.(customer, 'DELETED'))
          .catch(() => undefined),
    });
  };

  /** The items of the "more" menu of a customer. */
  const menuItems = (customer: Customer): NonNullable<MenuProps['items']> => {
    const items: NonNullable<MenuProps['items']> = [];
    if (handlers.showOpen !== false && customer.openable) {
      items.push({
        key: 'open',
        icon: <ExportOutlined />,
        label: 'Xem chi tiết',
        onClick: () => void navigate(customerPath(customer.id)),
      });
    }
    if (customer.editable) {
      items.push({
        key: 'edit',
        icon: <EditOutlined />,
        label: 'Sửa thông tin',
        onClick: () => {
          handlers.onEdit(customer);
        },
      });
    }
    // The caller's own flags, on any customer a list shows them.
    for (const action of Object.values(CustomerAction)) {
      const on = flagOf(customer, action);
      items.push({
        key: `action-${action}`,
        icon: action === CustomerAction.HIDE && on ? <EyeOutlined /> : ACTION_ICONS[action],
        label: on ? CUSTOMER_ACTION_LABELS[action].off : CUSTOMER_ACTION_LABELS[action].on,
        onClick: () => {
          toggle(customer, action);
        },
      });
    }
    if (canRelease(customer)) {
      items.push({ type: 'divider' });
      items.push({
        key: 'release',
        icon: <RollbackOutlined />,
        label: 'Trả về kho chung',
        onClick: () => {
          release(customer);
        },
      });
    }
    if (canDelete(viewer, customer)) {
      items.push({
        key: 'delete',
        icon: <DeleteOutlined />,
        label: 'Xóa khách hàng',
        danger: true,
        onClick: () => {
          remove(customer);
        },
      });
    }
    return items;
  };

  return {
    contextHolder,
    menuItems,
    digCustomer,
    canDig: (customer: Customer) => canDig(viewer, customer),
    digging: dig.isPending ? dig.variables.id : null,
    toggle,
    release,
    remove,
  };
}
