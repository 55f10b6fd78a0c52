// The only module that reads process.env: every setting, its default, and a clear line when one is wrong.
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Which proxies' X-Forwarded-For is believed: `false` (none, the default), the number of proxies in
 * front (hops), or their addresses and networks, comma-separated (`10.0.0.5,10.1.0.0/16`). `true`
 * would let any client choose its address (for throttling and the audit log), so it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0' || value === 'no') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    if (value === 'true' || value === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          "true would let every client choose its address: give the proxies' addresses or " +
          'networks (e.g. 10.0.0.5,10.1.0.0/16) or their number (e.g. 1)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrNetwork(entry));
    if (wrong !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${wrong}" is not an address or a network (e.g. 10.0.0.5 or 10.1.0.0/16)`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isAddressOrNetwork(entry: string): boolean {
  if (ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/** A time-out of the HTTP server, in whole seconds. */
const seconds = z.coerce.number().int().min(1).max(3600);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  /** Redis, to wake the API processes' realtime channels (with PostgreSQL; PGlite is one process). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REPORTS_POOL_MAX: z.coerce.number().int().min(1).max(200).default(4),
  JWT_SECRET: z.string().optional(),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'expected a number followed by s, m, h or d, e.g. 12h')
    .default('12h'),
  DEMO_PASSWORD: z.string().min(1).default('demo123'),
  SEED_DEMO: bool.optional(),
  /** With the demo: new orders a minute of the company's sellers, synced every minute (0: none). */
  DEMO_LIVE_ORDERS_PER_MINUTE: z.coerce.number().min(0).max(600).default(2),
  TRUST_PROXY: trustProxy.default(false),
  CONNECTOR_ALLOW_PRIVATE_NETWORK: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  REQUEST_TIMEOUT_SECONDS: seconds.default(15),
  HEADERS_TIMEOUT_SECONDS: seconds.default(10),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds.default(5),
  IDLE_TIMEOUT_SECONDS: seconds.default(120),
  /** `npm run user:create`: the new user's temporary password, asked for when not set. */
  NEW_USER_PASSWORD: z.string().optional(),
});
export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new Error(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
