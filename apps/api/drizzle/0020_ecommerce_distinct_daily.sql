CREATE TABLE "ts_distinct_daily" (
	"kind" varchar(8) NOT NULL,
	"seller_id" integer NOT NULL,
	"day" date NOT NULL,
	"firsts" integer NOT NULL,
	"returns" integer[] NOT NULL,
	CONSTRAINT "ts_distinct_daily_kind_seller_id_day_pk" PRIMARY KEY("kind","seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "ts_distinct_scope" (
	"scope" integer PRIMARY KEY NOT NULL,
	"seller_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ts_buyer_daily_customer_idx" ON "ts_buyer_daily" USING btree ("customer_code","seller_id","day");--> statement-breakpoint
with kept as (
    insert into ts_distinct_scope (scope, seller_ids) values (0, (select coalesce(array_agg(s.idf order by s.idf), '{}')
  from thuocsi_sellers s
  where s.status = 'ACTIVE' and s.priority <= 10))
    on conflict (scope) do update set seller_ids = excluded.seller_ids
    returning seller_ids
  )
  insert into ts_distinct_daily (kind, seller_id, day, firsts, returns)
    select * from (
      with v as ((
    select x.scope, x.day,
      x.day - lag(x.day) over (partition by x.scope, x.item order by x.day) as gap
    from (
      select r.seller_id as scope, r.day, r.customer_code as item from ts_buyer_daily r
      union all
      select distinct 0, r.day, r.customer_code from ts_buyer_daily r
      where r.seller_id = any((select seller_ids from kept)::int[])
    ) x
  ))
      select 'buyer'::varchar as kind, f.scope, f.day, f.firsts, coalesce(a.returns, '{}')
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
    ) "buyer_rows"
  union all
    select * from (
      with v as ((
    select x.scope, x.day,
      x.day - lag(x.day) over (partition by x.scope, x.item order by x.day) as gap
    from (
      select r.seller_id as scope, r.day, r.product_code as item from ts_sales_daily r
      union all
      select distinct 0, r.day, r.product_code from ts_sales_daily r
      where r.seller_id = any((select seller_ids from kept)::int[])
    ) x
  ))
      select 'product'::varchar as kind, f.scope, f.day, f.firsts, coalesce(a.returns, '{}')
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
    ) "product_rows";
