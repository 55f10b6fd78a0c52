import { Card } from 'antd';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';

/** 'Deal (12)' once the count is known, 'Deal' while it loads or when the load failed. */
export function countedTitle(title: string, count: number | undefined): string {
  return count === undefined ? title : `${title} (${formatNumber(count)})`;
}

/** One section of the seller's page: a card with its title and count; tighter on a phone. */
export function SectionCard({
  title,
  count,
  children,
}: {
  title: string;
  count: number | undefined;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  return (
    <Card
      size={isMobile ? 'small' : 'medium'}
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{countedTitle(title, count)}</h2>}
      style={{ minWidth: 0 }}
    >
      {children}
    </Card>
  );
}
