import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { formatVnd, isNegativeAmount, type NumericInput } from '../../lib/format';

export interface MoneyProps {
  value: NumericInput;
  /** 'right' (default) fills the cell and aligns the amount right; 'inline' flows inside text. */
  align?: 'right' | 'inline';
  strong?: boolean;
}

/** An amount of VND; tabular digits so that amounts line up in columns. */
export function Money({ value, align = 'right', strong = false }: MoneyProps) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    ...(align === 'right' ? { display: 'block', textAlign: 'right' } : {}),
    ...(isNegativeAmount(value) ? { color: token.colorError } : {}),
    ...(strong ? { fontWeight: token.fontWeightStrong } : {}),
  };
  return <span style={style}>{formatVnd(value)}</span>;
}
