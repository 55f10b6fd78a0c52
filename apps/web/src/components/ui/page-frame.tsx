import { Breadcrumb, Card, Flex, Typography, type GetProps } from 'antd';
import type { ReactNode } from 'react';

export interface PageFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumb?: GetProps<typeof Breadcrumb>['items'];
  /** Actions on the right of the title; they wrap below it on narrow screens. */
  extra?: ReactNode;
  /** The filters bar above the content; its children wrap onto new lines as the width runs out. */
  filters?: ReactNode;
  children?: ReactNode;
}

/** The frame of a screen: heading, actions, filters, then the content. */
export function PageFrame({
  title,
  subtitle,
  breadcrumb,
  extra,
  filters,
  children,
}: PageFrameProps) {
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Flex wrap="wrap" justify="space-between" align="flex-end" gap={12}>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          {breadcrumb && breadcrumb.length > 0 ? <Breadcrumb items={breadcrumb} /> : null}
          {/* Level 3 looks right in the layout; for assistive technology it is the page's h1. */}
          <Typography.Title
            level={3}
            aria-level={1}
            style={{ margin: 0, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </Flex>
        {extra ? (
          <Flex wrap="wrap" gap={8} align="center">
            {extra}
          </Flex>
        ) : null}
      </Flex>
      {filters ? (
        <Card size="small">
          <Flex role="search" aria-label="Bộ lọc" wrap="wrap" gap={12} align="center">
            {filters}
          </Flex>
        </Card>
      ) : null}
      {children}
    </Flex>
  );
}
