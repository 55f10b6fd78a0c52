import { EditOutlined, MoreOutlined } from '@ant-design/icons';
import { CUSTOMER_COLLECTION_LABELS, type Customer, SCREENS } from '@backoffice/shared';
import { Button, Card, Col, Dropdown, Flex, Result, Row, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../components/ui/page-frame';
import { errorMessage, isNotFound } from '../../lib/api-client';
import { useCustomer } from './api/get-customer';
import { ApproveCustomerDrawer } from './components/approve-customer-drawer';
import { CustomerBadges, PipelineStateTag } from './components/customer-badges';
import { CustomerInvoices, CustomerOrders } from './components/customer-documents';
import { CustomerFormDrawer } from './components/customer-form-drawer';
import { CustomerInfoCard } from './components/customer-info-card';
import { CustomerTasks } from './components/customer-tasks';
import { DigCustomerDrawer } from './components/dig-customer-drawer';
import { InteractionTimeline } from './components/interaction-timeline';
import { SaleCustomerPanel } from './components/sale-customer-panel';
import { useCustomerCommands } from './components/use-customer-commands';
import { canApprove, useCrmViewer, useCustomerMasterData } from './components/use-crm-viewer';

const LIST_PATH = SCREENS.crmCustomer.path;

export const CUSTOMER_NOT_FOUND_TITLE = 'Không tìm thấy khách hàng';
export const CUSTOMER_NOT_FOUND_TEXT =
  'Khách hàng không tồn tại, đã bị xóa, hoặc bạn không có quyền xem khách hàng này.';

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function BackToList() {
  return (
    <Link to={LIST_PATH}>
      <Button type="primary">Về danh sách khách hàng</Button>
    </Link>
  );
}

/** One customer: data, the sale's own view, interactions, tasks, orders and invoices. */
export function CustomerDetailPage() {
  const { id: idParam } = useParams();
  const id = parseId(idParam);
  const query = useCustomer(id ?? 0);

  if (id === null || isNotFound(query.error)) {
    return (
      <Result
        status="404"
        title={CUSTOMER_NOT_FOUND_TITLE}
        subTitle={CUSTOMER_NOT_FOUND_TEXT}
        extra={<BackToList />}
      />
    );
  }
  if (query.error && !query.data) {
    return (
      <Result
        status="error"
        title="Không tải được thông tin khách hàng"
        subTitle={errorMessage(query.error)}
        extra={
          <Flex gap={8} justify="center" wrap="wrap">
            <Button type="primary" onClick={() => void query.refetch()}>
              Thử lại
            </Button>
            <Link to={LIST_PATH}>
              <Button>Về danh sách khách hàng</Button>
            </Link>
          </Flex>
        }
      />
    );
  }
  if (!query.data) {
    return (
      <Flex vertical gap={16} aria-busy="true" aria-label="Đang tải khách hàng">
        <Skeleton active title paragraph={{ rows: 1 }} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={9} xl={7}>
            <Card>
              <Skeleton active paragraph={{ rows: 8 }} />
            </Card>
          </Col>
          <Col xs={24} lg={15} xl={17}>
            <Card>
              <Skeleton active paragraph={{ rows: 6 }} />
            </Card>
          </Col>
        </Row>
      </Flex>
    );
  }
  return <CustomerDetail customer={query.data} />;
}

function CustomerDetail({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const viewer = useCrmViewer();
  useCustomerMasterData();
  const [editing, setEditing] = useState(false);
  const [approving, setApproving] = useState(false);
  const [diggingFor, setDiggingFor] = useState(false);
  const commands = useCustomerCommands(viewer, {
    showOpen: false,
    onEdit: () => {
      setEditing(true);
    },
    onDigFor: () => {
      setDiggingFor(true);
    },
    onGone: (_customer, outcome) => {
      if (outcome === 'DELETED') void navigate(LIST_PATH);
    },
  });
  const menuItems = commands.menuItems(customer).filter((item) => item?.key !== 'edit');

  return (
    <PageFrame
      breadcrumb={[
        { title: <Link to={LIST_PATH}>{SCREENS.crmCustomer.title}</Link> },
        { title: customer.code },
      ]}
      title={customer.name}
      subtitle={
        <Flex wrap="wrap" gap={6} align="center" component="span">
          <span>
            {customer.code} · {CUSTOMER_COLLECTION_LABELS[customer.collection]} · Phụ trách:{' '}
            {customer.ownerName ?? 'chưa có'}
          </span>
          <PipelineStateTag state={customer.state} />
          <CustomerBadges customer={customer} />
        </Flex>
      }
      extra={
        <>
          {canApprove(viewer, customer) ? (
            <Button
              type="primary"
              onClick={() => {
                setApproving(true);
              }}
            >
              Duyệt
            </Button>
          ) : null}
          {commands.canDig(customer) ? (
            <Button
              type="primary"
              loading={commands.digging === customer.id}
              onClick={() => {
                commands.digCustomer(customer);
              }}
            >
              Nhận khách hàng
            </Button>
          ) : null}
          {customer.editable ? (
            <Button
              icon={<EditOutlined />}
              onClick={() => {
                setEditing(true);
              }}
            >
              Sửa
            </Button>
          ) : null}
          {menuItems.length > 0 ? (
            <Dropdown menu={{ items: menuItems }} trigger={['click']}>
              <Button icon={<MoreOutlined />}>Thao tác</Button>
            </Dropdown>
          ) : null}
        </>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xl={7}>
          <Flex vertical gap={16}>
            <SaleCustomerPanel customer={customer} />
            <CustomerInfoCard customer={customer} />
          </Flex>
        </Col>
        <Col xs={24} lg={15} xl={17}>
          <Card size="small">
            <Tabs
              items={[
                {
                  key: 'interactions',
                  label: 'Tương tác',
                  children: <InteractionTimeline customer={customer} />,
                },
                {
                  key: 'tasks',
                  label: 'Công việc',
                  children: <CustomerTasks customer={customer} />,
                },
                {
                  key: 'orders',
                  label: 'Đơn hàng',
                  children: <CustomerOrders customerId={customer.id} />,
                },
                {
                  key: 'invoices',
                  label: 'Hóa đơn',
                  children: <CustomerInvoices customerId={customer.id} />,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      {commands.contextHolder}
      <CustomerFormDrawer
        open={editing}
        customer={customer}
        onClose={() => {
          setEditing(false);
        }}
      />
      <ApproveCustomerDrawer
        customer={approving ? customer : null}
        onClose={() => {
          setApproving(false);
        }}
        onDecided={(approved) => {
          if (!approved) void navigate(LIST_PATH);
        }}
      />
      <DigCustomerDrawer
        customer={diggingFor ? customer : null}
        onClose={() => {
          setDiggingFor(false);
        }}
      />
    </PageFrame>
  );
}
