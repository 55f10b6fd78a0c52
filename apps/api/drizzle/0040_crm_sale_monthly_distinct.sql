CREATE TABLE "crm_sale_distinct_daily" (
	"kind" varchar(8) NOT NULL,
	"sale_id" integer NOT NULL,
	"day" date NOT NULL,
	"firsts" integer NOT NULL,
	"returns" integer[] NOT NULL,
	CONSTRAINT "crm_sale_distinct_daily_kind_sale_id_day_pk" PRIMARY KEY("kind","sale_id","day")
);
--> statement-breakpoint
CREATE TABLE "crm_sale_distinct_monthly" (
	"kind" varchar(8) NOT NULL,
	"sale_id" integer NOT NULL,
	"month" date NOT NULL,
	"firsts" integer NOT NULL,
	"returns" integer[] NOT NULL,
	CONSTRAINT "crm_sale_distinct_monthly_kind_sale_id_month_pk" PRIMARY KEY("kind","sale_id","month")
);
--> statement-breakpoint
CREATE TABLE "crm_sale_monthly" (
	"month" date NOT NULL,
	"sale_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"cancelled" integer NOT NULL,
	"invoiced" bigint NOT NULL,
	"collected" bigint NOT NULL,
	CONSTRAINT "crm_sale_monthly_sale_id_month_pk" PRIMARY KEY("sale_id","month")
);
--> statement-breakpoint
CREATE INDEX "crm_sale_customer_daily_customer_idx" ON "crm_sale_customer_daily" USING btree ("customer_id","sale_id","day");--> statement-breakpoint
-- From the rollups built before.
INSERT INTO crm_sale_monthly (month, sale_id, orders, revenue, cancelled, invoiced, collected)
  SELECT date_trunc('month', d.day)::date, d.sale_id, sum(d.orders)::int, sum(d.revenue)::bigint,
    sum(d.cancelled)::int, sum(d.invoiced)::bigint, sum(d.collected)::bigint
  FROM crm_sale_daily d GROUP BY 1, 2;--> statement-breakpoint
insert into crm_sale_distinct_daily (kind, sale_id, day, firsts, returns)
  
    select * from (
      with v as ((
    select x.scope, x.day,
      x.day - lag(x.day) over (partition by x.scope, x.item order by x.day) as gap
    from (
        select r.sale_id as scope, r.day, r.customer_id as item
        from crm_sale_customer_daily r where r.orders > 0 and r.customer_id <> 0
        union all
        select distinct -1, r.day, r.customer_id
        from crm_sale_customer_daily r where r.orders > 0 and r.customer_id <> 0 and r.sale_id <> 0) x
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
    ) "buyer_rows";--> statement-breakpoint
insert into crm_sale_distinct_monthly (kind, sale_id, month, firsts, returns)
    
    select f.kind, f.scope, f.month, f.firsts, coalesce(r.returns, '{}')
    from (
      select d.kind, d.sale_id as scope, date_trunc('month', d.day)::date as month, sum(d.firsts)::int as firsts
      from crm_sale_distinct_daily d group by 1, 2, 3
    ) f
    left join (
      select x.kind, x.scope, x.month, array_agg(x.n order by x.k) as returns
      from (
        select d.kind, d.sale_id as scope, date_trunc('month', d.day)::date as month, u.j - (d.day - date_trunc('month', d.day)::date) as k,
          sum(u.v)::int as n
        from crm_sale_distinct_daily d cross join lateral unnest(d.returns) with ordinality as u (v, j)
        where u.j > d.day - date_trunc('month', d.day)::date
        group by 1, 2, 3, 4
      ) x
      group by 1, 2, 3
    ) r on r.kind = f.kind and r.scope = f.scope and r.month = f.month;
