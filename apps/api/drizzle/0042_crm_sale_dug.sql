-- The customers each sale dug, from the digs recorded before.
insert into crm_sale_distinct_daily (kind, sale_id, day, firsts, returns)
  
    select * from (
      with v as ((
    select x.scope, x.day,
      x.day - lag(x.day) over (partition by x.scope, x.item order by x.day) as gap
    from (select distinct e.sale_id as scope,
    (e.at at time zone 'Asia/Ho_Chi_Minh')::date as day, e.customer_id as item
  from crm_pool_events e where e.type = 'DIG' and e.sale_id is not null) x
  ))
      select 'dug'::varchar as kind, f.scope, f.day, f.firsts, coalesce(a.returns, '{}')
      from (
        select v.scope, v.day, (count(*) filter (where v.gap is null))::int as firsts
        from v group by v.scope, v.day
      ) f
      left join (
        select c.scope, c.day, array_agg(c.cum::int order by k.k) as returns
        from (
          select h.scope, h.day, h.gap,
            sum(h.n) over (partition by h.scope, h.day order by h.gap desc) as cum,
            coalesce(lag(h.gap) over (partition by h.scope, h.day order by h.gap), 0) as below
          from (
            select v.scope, v.day, v.gap, count(*) as n
            from v where v.gap is not null group by v.scope, v.day, v.gap
          ) h
        ) c
        cross join lateral generate_series(c.below + 1, c.gap) as k (k)
        group by c.scope, c.day
      ) a on a.scope = f.scope and a.day = f.day
    ) "dug_rows";--> statement-breakpoint
insert into crm_sale_distinct_monthly (kind, sale_id, month, firsts, returns)
  
    select f.kind, f.scope, f.month, f.firsts, coalesce(r.returns, '{}')
    from (
      select d.kind, d.sale_id as scope, date_trunc('month', d.day)::date as month, sum(d.firsts)::int as firsts
      from (select * from crm_sale_distinct_daily where kind = 'dug') d group by 1, 2, 3
    ) f
    left join (
      select x.kind, x.scope, x.month, array_agg(x.n order by x.k) as returns
      from (
        select d.kind, d.sale_id as scope, date_trunc('month', d.day)::date as month, u.j - (d.day - date_trunc('month', d.day)::date) as k,
          sum(u.v)::int as n
        from (select * from crm_sale_distinct_daily where kind = 'dug') d cross join lateral unnest(d.returns) with ordinality as u (v, j)
        where u.j > d.day - date_trunc('month', d.day)::date
        group by 1, 2, 3, 4
      ) x
      group by 1, 2, 3
    ) r on r.kind = f.kind and r.scope = f.scope and r.month = f.month;
