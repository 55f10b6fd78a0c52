// What the tests count a line's revenue as, recomputed from the raw orders and lines (never from
// the line's stored net_amount): the order's total shared among its lines in proportion to their
// amounts, whole đồng, the đồng left over one each to the largest remainders, the earlier line
// first on a tie (an order whose lines are of no amount: the first line takes it all).
import { sql } from 'drizzle-orm';

/**
 * Every order line (the columns of ts_order_lines) with `net`, its share of the order's total, as
 * a subquery to alias: `from ${NET_LINES} l`.
 */
export const NET_LINES = sql`(
  select shared.*, shared.floor_share
      + case when shared.remainder_place <= shared.left_over then 1 else 0 end as net
  from (
    select parts.*,
      parts.order_total - sum(parts.floor_share) over (partition by parts.order_code) as left_over,
      row_number() over (
        partition by parts.order_code order by parts.remainder desc, parts.line_no
      ) as remainder_place
    from (
      select lines.*,
        case
          when lines.order_whole > 0
            then trunc(lines.order_total::numeric * lines.amount / lines.order_whole)
          when lines.line_no = lines.first_line then lines.order_total
          else 0
        end as floor_share,
        case
          when lines.order_whole > 0
            then lines.order_total::numeric * lines.amount
              - trunc(lines.order_total::numeric * lines.amount / lines.order_whole)
                * lines.order_whole
          else 0
        end as remainder
      from (
        select line.*, whole_order.total_amount as order_total,
          sum(line.amount) over (partition by line.order_code) as order_whole,
          min(line.line_no) over (partition by line.order_code) as first_line
        from ts_order_lines line join ts_orders whole_order on whole_order.code = line.order_code
      ) lines
    ) parts
  ) shared
)`;
