import { SCREENS, SyncSource, type SyncSourceView } from '@backoffice/shared';
import { Alert, Badge, Button, Card, Empty, Flex, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/ui/page-frame';
import { errorMessage } from '../../lib/api-client';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSyncSources } from './api/get-sync-sources';
import { RUN_STATUS_BADGES } from './components/sync-run-labels';
import { SyncSourcePanel } from './components/sync-source-panel';

function tabLabel(view: SyncSourceView, short: boolean) {
  const status = view.lastRun?.status;
  return (
    <Flex gap={6} align="center">
      <Badge status={status ? RUN_STATUS_BADGES[status] : 'default'} />
      {/* 'KiotViet (bán lẻ)' -> 'KiotViet' where three tabs must fit a phone's width. */}
      {short ? view.label.replace(/\s*\(.*\)$/, '') : view.label}
    </Flex>
  );
}

/** The sources in the order of the contract (thuocsi, KiotViet, MISA), whatever the API's order. */
function inSourceOrder(views: readonly SyncSourceView[]): SyncSourceView[] {
  const order: readonly string[] = SyncSource.options;
  return [...views].sort((a, b) => order.indexOf(a.source) - order.indexOf(b.source));
}

/**
 * /config/sync: the three outside systems (thuocsi, KiotViet, MISA), each with its connection
 * settings (the secret write-only), schedule, "run now" with live progress, and run history.
 */
export function SyncConfigPage() {
  const sources = useSyncSources();
  const [params, setParams] = useSearchParams();
  const parsed = SyncSource.safeParse(params.get('source'));
  const isMobile = useIsMobile();
  const views = inSourceOrder(sources.data ?? []);
  const active =
    parsed.success && views.some((view) => view.source === parsed.data)
      ? parsed.data
      : views[0]?.source;

  let content;
  if (sources.isPending) {
    content = (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else if (sources.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title="Không tải được cấu hình đồng bộ"
        description={errorMessage(sources.error)}
        action={
          <Button size="small" onClick={() => void sources.refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  } else if (views.length === 0) {
    content = (
      <Card>
        <Empty description="Chưa có nguồn dữ liệu nào được cấu hình" />
      </Card>
    );
  } else {
    content = (
      <Tabs
        activeKey={active}
        onChange={(key) => {
          setParams({ source: key }, { replace: true });
        }}
        items={views.map((view) => ({
          key: view.source,
          label: tabLabel(view, isMobile),
          children: <SyncSourcePanel view={view} />,
        }))}
      />
    );
  }

  return (
    <PageFrame title={SCREENS.configSync.title} subtitle={SCREENS.configSync.description}>
      {content}
    </PageFrame>
  );
}
