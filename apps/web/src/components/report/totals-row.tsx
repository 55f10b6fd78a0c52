import { Table } from 'antd';
import type { ReactNode } from 'react';

export const TOTALS_LABEL = 'Tổng cộng';

/**
 * A totals cell left empty because its figure does not add up across the rows (distinct buyers of
 * several sellers, orders of several products): "—", with `why` on hover and for screen readers.
 */
export function NotSummed({ why }: { why: string }) {
  return (
    <span title={why} aria-label={why}>
      —
    </span>
  );
}

/**
 * The totals row kept under a report's table (its `summary`): the label in the first column, then
 * one cell a column, right-aligned.
 */
export function totalsRow(cells: readonly ReactNode[], label: string = TOTALS_LABEL) {
  return (
    <Table.Summary fixed="bottom">
      <Table.Summary.Row style={{ fontWeight: 600 }}>
        <Table.Summary.Cell index={0}>{label}</Table.Summary.Cell>
        {cells.map((cell, index) => (
          <Table.Summary.Cell key={index} index={index + 1} align="right">
            {cell}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
