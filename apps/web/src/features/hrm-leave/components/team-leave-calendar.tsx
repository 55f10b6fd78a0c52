import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  DayPart,
  LEAVE_STATUS_LABELS,
  LEAVE_TYPE_LABELS,
  type LeaveCalendarEntry,
  type LeaveTeamMember,
  todayInVietnam,
} from '@backoffice/shared';
import {
  Badge,
  Button,
  Calendar,
  Card,
  ConfigProvider,
  Empty,
  Flex,
  List,
  Select,
  Spin,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/ui/load-states';
import { formatDate } from '../../../lib/format';
import { filterSelectOption } from '../../../lib/search-text';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useLeaveCalendar } from '../api/get-leave-calendar';
import { formatLeaveDays, formatLeavePeriod } from './leave-period';
import { LeaveStatusTag } from './leave-status-tag';

/** Who of these entries is off on a date, with "(sáng)"/"(chiều)" for a half day. */
export function offOn(entries: readonly LeaveCalendarEntry[], date: string) {
  const weekday = dayjs(date).day();
  if (weekday === 0 || weekday === 6) return [];
  return entries.flatMap((entry) => {
    if (entry.fromDate > date || entry.toDate < date) return [];
    let half = '';
    if (entry.fromDate === date && entry.fromPart === DayPart.AFTERNOON) half = 'chiều';
    if (entry.toDate === date && entry.toPart === DayPart.MORNING) {
      half = half === 'chiều' ? '' : 'sáng';
    }
    return [{ entry, half }];
  });
}

function DayCell({ date, entries }: { date: Dayjs; entries: readonly LeaveCalendarEntry[] }) {
  const off = offOn(entries, date.format('YYYY-MM-DD'));
  if (off.length === 0) return null;
  return (
    <ul
      aria-label={`Nghỉ ngày ${formatDate(date)}`}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {off.map(({ entry, half }) => (
        <li key={entry.id} style={{ marginBottom: 2 }}>
          <Tag
            color={LEAVE_STATUS_LABELS[entry.status].color}
            style={{
              marginInlineEnd: 0,
              maxWidth: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {entry.userFullName}
            {half ? ` (${half})` : ''}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/** The team calendar: a month of who is off (approved in green, pending in gold), and the list. */
export function TeamLeaveCalendar({
  team,
  teamLoading,
}: {
  team: LeaveTeamMember[] | undefined;
  teamLoading: boolean;
}) {
  const isMobile = useIsMobile();
  const [today] = useState(() => dayjs(todayInVietnam()));
  const [month, setMonth] = useState(() => today.startOf('month'));
  const [chosen, setChosen] = useState<number[]>([]);
  const everyone = useMemo(() => (team ?? []).map((member) => member.id), [team]);
  const userIds = chosen.length > 0 ? chosen : everyone;
  const calendar = useLeaveCalendar(userIds, month.format('YYYY-MM-DD'));
  const entries = calendar.data?.items ?? [];

  const move = (months: number) => {
    setMonth((current) => current.add(months, 'month').startOf('month'));
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap="wrap" gap={8} align="center" justify="space-between">
        <Flex gap={8} align="center">
          <Button
            aria-label="Tháng trước"
            icon={<LeftOutlined />}
            onClick={() => {
              move(-1);
            }}
          />
          <Typography.Title level={5} style={{ margin: 0, minWidth: 120, textAlign: 'center' }}>
            {`Tháng ${month.format('MM/YYYY')}`}
          </Typography.Title>
          <Button
            aria-label="Tháng sau"
            icon={<RightOutlined />}
            onClick={() => {
              move(1);
            }}
          />
          <Button
            onClick={() => {
              setMonth(dayjs(todayInVietnam()).startOf('month'));
            }}
          >
            Tháng này
          </Button>
        </Flex>
        <Select
          mode="multiple"
          allowClear
          aria-label="Lọc người"
          placeholder="Cả nhóm"
          loading={teamLoading}
          value={chosen}
          onChange={setChosen}
          showSearch={{ filterOption: filterSelectOption }}
          options={(team ?? []).map((member) => ({ value: member.id, label: member.fullName }))}
          style={{ minWidth: 220, flex: isMobile ? '1 1 100%' : '0 1 360px' }}
        />
      </Flex>
      <Flex gap={12} wrap="wrap">
        <Tag color={LEAVE_STATUS_LABELS.approved.color}>Đã duyệt</Tag>
        <Tag color={LEAVE_STATUS_LABELS.pending.color}>Chờ duyệt</Tag>
      </Flex>
      {calendar.error ? (
        <LoadError
          title="Không tải được lịch nghỉ"
          error={calendar.error}
          onRetry={calendar.refetch}
        />
      ) : null}
      <Spin spinning={calendar.isFetching || teamLoading}>
        <Card size="small" styles={{ body: { padding: isMobile ? 4 : 12 } }}>
          {/* The calendar marks a selected day; here it only marks today, lightly. */}
          <ConfigProvider theme={{ components: { Calendar: { itemActiveBg: '#e6f4f1' } } }}>
            <Calendar
              value={month.isSame(today, 'month') ? today : month}
              fullscreen={!isMobile}
              headerRender={() => null}
              onPanelChange={(date) => {
                setMonth(date.startOf('month'));
              }}
              onSelect={(date, info) => {
                if (info.source === 'date' && !date.isSame(month, 'month')) {
                  setMonth(date.startOf('month'));
                }
              }}
              cellRender={(current, info) => {
                if (info.type !== 'date') return info.originNode;
                if (!current.isSame(month, 'month')) return null;
                if (isMobile) {
                  const count = offOn(entries, current.format('YYYY-MM-DD')).length;
                  return count > 0 ? <Badge count={count} size="small" color="gold" /> : null;
                }
                return <DayCell date={current} entries={entries} />;
              }}
            />
          </ConfigProvider>
        </Card>
      </Spin>
      <Card size="small" title={`Danh sách nghỉ tháng ${month.format('MM/YYYY')}`}>
        {entries.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={calendar.isFetching ? 'Đang tải…' : 'Không ai nghỉ trong tháng này'}
          />
        ) : (
          <List
            aria-label="Danh sách nghỉ trong tháng"
            dataSource={entries}
            renderItem={(entry) => (
              <List.Item key={entry.id} extra={<LeaveStatusTag status={entry.status} />}>
                <List.Item.Meta
                  title={entry.userFullName}
                  description={`${LEAVE_TYPE_LABELS[entry.type]} · ${formatLeavePeriod(entry)} · ${formatLeaveDays(entry.days)}`}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </Flex>
  );
}
