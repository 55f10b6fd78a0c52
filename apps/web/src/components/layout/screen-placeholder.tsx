import type { Screen } from '@backoffice/shared';
import { Card, Empty, Typography } from 'antd';

/** A screen whose content is still to come: its title and what it will show. */
export function ScreenPlaceholder({ screen }: { screen: Screen }) {
  return (
    <div>
      <Typography.Title level={3}>{screen.title}</Typography.Title>
      <Card>
        <Empty description={screen.description ?? 'Màn hình này đang được xây dựng.'} />
      </Card>
    </div>
  );
}
