import { PlusOutlined } from '@ant-design/icons';
import { SCREENS, todayInVietnam } from '@backoffice/shared';
import { Badge, Button, Card, Flex, Select, Tabs } from 'antd';
import { useState } from 'react';
import { PageFrame } from '../../components/ui/page-frame';
import { useSessionStore } from '../../lib/session-store';
import { useLeaveTeam } from './api/get-leave-team';
import { useLeaveToDecide } from './api/get-leave-to-decide';
import { useUserLeave } from './api/get-user-leave';
import { LeaveBalanceCard } from './components/leave-balance-card';
import { LeaveRequestForm } from './components/leave-request-form';
import { MyLeaveTable } from './components/my-leave-table';
import { TeamLeaveCalendar } from './components/team-leave-calendar';
import { TeamLeaveTable } from './components/team-leave-table';

const thisYear = Number(todayInVietnam().slice(0, 4));
const YEARS = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2];

/**
 * Leave: my requests with the annual balance and a form to ask for leave; for a leader, the team's
 * requests to decide; and the team calendar of who is off.
 */
export function LeavePage() {
  const userId = useSessionStore((state) => state.user?.id);
  const [year, setYear] = useState(thisYear);
  const [formOpen, setFormOpen] = useState(false);
  const mine = useUserLeave(userId, year);
  const team = useLeaveTeam();
  const decides = (team.data ?? []).some((member) => member.decidable);
  const pending = useLeaveToDecide({ status: 'pending', page: 0, pageSize: 1 }, decides);
  const waiting = pending.data?.total ?? 0;

  const tabs = [
    {
      key: 'mine',
      label: 'Đơn của tôi',
      children: (
        <Flex vertical gap={12}>
          <Flex justify="end">
            <Select
              aria-label="Năm"
              value={year}
              onChange={setYear}
              options={YEARS.map((value) => ({ value, label: `Năm ${String(value)}` }))}
              style={{ width: 120 }}
            />
          </Flex>
          <MyLeaveTable
            rows={mine.data?.items}
            loading={mine.isFetching}
            error={mine.error}
            onRetry={() => void mine.refetch()}
          />
        </Flex>
      ),
    },
    ...(decides
      ? [
          {
            key: 'decide',
            label: (
              <Badge count={waiting} size="small" offset={[8, -2]}>
                Duyệt đơn
              </Badge>
            ),
            children: <TeamLeaveTable />,
          },
        ]
      : []),
    {
      key: 'calendar',
      label: 'Lịch nghỉ của nhóm',
      children: <TeamLeaveCalendar team={team.data} teamLoading={team.isFetching} />,
    },
  ];

  return (
    <PageFrame
      title={SCREENS.hrmLeave.title}
      subtitle="Đơn nghỉ phép của bạn, duyệt đơn của nhóm và lịch nghỉ"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setFormOpen(true);
          }}
        >
          Tạo đơn nghỉ
        </Button>
      }
    >
      <LeaveBalanceCard balance={mine.data?.balance} loading={mine.isFetching} />
      <Card size="small">
        <Tabs items={tabs} destroyOnHidden />
      </Card>
      <LeaveRequestForm
        open={formOpen}
        onClose={() => {
          setFormOpen(false);
        }}
        balance={mine.data?.balance}
      />
    </PageFrame>
  );
}
