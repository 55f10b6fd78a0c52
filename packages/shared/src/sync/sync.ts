// Data sync with the outside systems (thuocsi, KiotViet, MISA): each source's settings (secrets are
// write-only), schedule, runs with their progress and history. Route paths: ./routes.md.
import { z } from 'zod';
import { decimal } from '../numbers';
import { PageQuery, pageOf } from '../paging';

export const SyncSource = z.enum(['thuocsi', 'kiotviet', 'misa']);
export type SyncSource = z.infer<typeof SyncSource>;

export const SYNC_SOURCE_LABELS: Record<SyncSource, string> = {
  thuocsi: 'Sàn thuocsi',
  kiotviet: 'KiotViet (bán lẻ)',
  misa: 'MISA AMIS (kế toán)',
};

/** What each source brings in, in the order a full run takes them. */
export const SYNC_ENTITIES = {
  thuocsi: [
    'sellers',
    'products',
    'offers',
    'deals',
    'combos',
    'orders',
    'invoices',
    'inventory',
    'inbound',
    'settlements',
  ],
  kiotviet: ['categories', 'products'],
  misa: ['inventoryItems', 'vouchers'],
} as const satisfies Record<SyncSource, readonly string[]>;
export type SyncEntity = (typeof SYNC_ENTITIES)[SyncSource][number];

/** The entities that `POST /api/v1/thuocsi/sync-data/product/sync-all` refreshes. */
export const THUOCSI_PRODUCT_SYNC_ENTITIES = ['sellers', 'products', 'offers'] as const;

export const SYNC_ENTITY_LABELS: Record<SyncEntity, string> = {
  sellers: 'Nhà bán',
  products: 'Sản phẩm',
  offers: 'Giá bán của nhà bán',
  deals: 'Deal',
  combos: 'Combo',
  orders: 'Đơn hàng',
  invoices: 'Hóa đơn',
  inventory: 'Tồn kho',
  inbound: 'Nhập kho',
  settlements: 'Đối soát thanh toán',
  categories: 'Nhóm hàng',
  inventoryItems: 'Vật tư hàng hóa',
  vouchers: 'Chứng từ bán hàng',
};

/** demo: the built-in source of generated data (default); http: the system's real API. */
export const SyncMode = z.enum(['demo', 'http']);
export type SyncMode = z.infer<typeof SyncMode>;

const baseUrl = z
  .url({ protocol: /^https?$/, error: 'Địa chỉ API phải là URL http(s) hợp lệ.' })
  .max(500, 'Địa chỉ API tối đa 500 ký tự.');

/** thuocsi: base URL of its seller API; the secret is the API token (Bearer). */
export const ThuocsiSettings = z.object({
  baseUrl,
  /** Page size asked of the API (it serves at most 1000). */
  pageSize: z
    .number()
    .int()
    .min(1, 'Số dòng mỗi trang phải từ 1 đến 1000.')
    .max(1000, 'Số dòng mỗi trang phải từ 1 đến 1000.'),
});
export type ThuocsiSettings = z.infer<typeof ThuocsiSettings>;

/** KiotViet public API: client credentials; the secret is the client secret. */
export const KiotvietSettings = z.object({
  baseUrl,
  tokenUrl: baseUrl,
  retailer: z
    .string()
    .trim()
    .min(1, 'Nhập tên gian hàng (Retailer).')
    .max(100, 'Tên gian hàng tối đa 100 ký tự.'),
  clientId: z.string().trim().min(1, 'Nhập Client ID.').max(200, 'Client ID tối đa 200 ký tự.'),
});
export type KiotvietSettings = z.infer<typeof KiotvietSettings>;

/** MISA AMIS open API: app id (+ company code); the secret is the access code. */
export const MisaSettings = z.object({
  baseUrl,
  appId: z.string().trim().min(1, 'Nhập App ID.').max(200, 'App ID tối đa 200 ký tự.'),
  orgCompanyCode: z.string().trim().max(100, 'Mã công ty tối đa 100 ký tự.'),
});
export type MisaSettings = z.infer<typeof MisaSettings>;

/**
 * The settings of each source that say where its calls (and so its secret) go. A stored secret
 * belongs to these addresses: changing one without typing the secret again clears it.
 */
export const SYNC_URL_SETTINGS = {
  thuocsi: ['baseUrl'],
  kiotviet: ['baseUrl', 'tokenUrl'],
  misa: ['baseUrl'],
} as const satisfies Record<SyncSource, readonly string[]>;

/** An address as compared: without surrounding spaces and trailing slashes (the clients drop them). */
function addressKey(value: unknown): string {
  return (typeof value === 'string' ? value : '').trim().replace(/\/+$/, '');
}

/** The URL settings of a source that differ between two versions of its settings. */
export function changedUrlSettings(
  source: SyncSource,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  return SYNC_URL_SETTINGS[source].filter(
    (name) => addressKey(before[name]) !== addressKey(after[name]),
  );
}

export const SYNC_SECRET_LABELS: Record<SyncSource, string> = {
  thuocsi: 'API token',
  kiotviet: 'Client secret',
  misa: 'Access code',
};

export const SyncSettings = z.discriminatedUnion('source', [
  z.object({ source: z.literal('thuocsi'), thuocsi: ThuocsiSettings }),
  z.object({ source: z.literal('kiotviet'), kiotviet: KiotvietSettings }),
  z.object({ source: z.literal('misa'), misa: MisaSettings }),
]);

export const SYNC_INTERVAL_MIN_MINUTES = 5;
export const SYNC_INTERVAL_MAX_MINUTES = 7 * 24 * 60;
export const SyncIntervalMinutes = z
  .number({ error: 'Chu kỳ chạy phải là số phút.' })
  .int('Chu kỳ chạy phải là số phút nguyên.')
  .min(SYNC_INTERVAL_MIN_MINUTES, `Chu kỳ chạy tối thiểu ${SYNC_INTERVAL_MIN_MINUTES} phút.`)
  .max(SYNC_INTERVAL_MAX_MINUTES, 'Chu kỳ chạy tối đa 7 ngày.');

export const SyncRunStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type SyncRunStatus = z.infer<typeof SyncRunStatus>;
export const SYNC_RUN_STATUS_LABELS: Record<SyncRunStatus, string> = {
  queued: 'Đang chờ',
  running: 'Đang chạy',
  succeeded: 'Thành công',
  failed: 'Lỗi',
};

export const SyncTrigger = z.enum(['manual', 'schedule', 'api']);
export type SyncTrigger = z.infer<typeof SyncTrigger>;

/** Counts of one entity within a run. */
export const SyncEntityProgress = z.object({
  entity: z.string(),
  label: z.string(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  pages: z.number().int(),
  rowsRead: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  /** Rows the source reported removed (KiotViet removeId), marked deleted here. */
  removed: z.number().int(),
});
export type SyncEntityProgress = z.infer<typeof SyncEntityProgress>;

export const SyncRunError = z.object({
  at: z.iso.datetime({ offset: true }),
  entity: z.string().nullable(),
  message: z.string(),
  /** Whether the engine retried after it (a transient error: network, 429, 5xx). */
  retried: z.boolean(),
});
export type SyncRunError = z.infer<typeof SyncRunError>;

/** One run of a source's sync: live progress while it runs (poll GET /api/v1/sync/runs/:id). */
export const SyncRun = z
  .object({
    id: z.number().int(),
    source: SyncSource,
    status: SyncRunStatus,
    trigger: SyncTrigger,
    /** true: from the beginning; false: since the previous run's cursor. */
    full: z.boolean(),
    entities: z.array(z.string()),
    /** The entity being read now (null when not running). */
    currentEntity: z.string().nullable(),
    requestedBy: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    startedAt: z.iso.datetime({ offset: true }).nullable(),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Times the run was taken up again after its process stopped (crash, restart). */
    resumes: z.number().int(),
    pages: z.number().int(),
    rowsRead: z.number().int(),
    inserted: z.number().int(),
    updated: z.number().int(),
    removed: z.number().int(),
    errorCount: z.number().int(),
    progress: z.array(SyncEntityProgress),
    /** The last errors (at most 20), newest last. */
    errors: z.array(SyncRunError),
  })
  .meta({ id: 'SyncRun' });
export type SyncRun = z.infer<typeof SyncRun>;

/**
 * The marketplace's order webhook (SYNC_API.thuocsiOrderWebhook): each delivery carries its id, the
 * time it was sent (Unix seconds) and `sha256=` + hex HMAC-SHA256 of `<timestamp>.<body>` under the
 * key stored with the thuocsi settings. A wrong signature, or a time more than 5 minutes away, is
 * refused with 401; a delivery id already received changes nothing.
 */
export const THUOCSI_WEBHOOK = {
  headers: {
    delivery: 'x-thuocsi-delivery',
    timestamp: 'x-thuocsi-timestamp',
    signature: 'x-thuocsi-signature',
  },
  toleranceSeconds: 300,
  minSecretLength: 16,
} as const;

export const THUOCSI_WEBHOOK_MESSAGES = {
  secretShort: `Khóa ký webhook cần ít nhất ${String(16)} ký tự.`,
  secretLong: 'Khóa ký webhook quá dài.',
  onlyThuocsi: 'Chỉ thuocsi gửi webhook đơn hàng.',
  unsigned: 'Chữ ký webhook không hợp lệ.',
  stale: 'Webhook đã gửi quá 5 phút trước (hoặc đồng hồ hai bên lệch): từ chối.',
} as const;

/** What the order webhook answers. */
export const ThuocsiWebhookAnswer = z
  .object({
    /** false: this delivery was received before; nothing was done again. */
    accepted: z.boolean(),
    /** The incremental order sync the delivery started (or the one already running). */
    runId: z.number().int().nullable(),
  })
  .meta({ id: 'ThuocsiWebhookAnswer' });
export type ThuocsiWebhookAnswer = z.infer<typeof ThuocsiWebhookAnswer>;

/** A source as the configuration screen shows it; the secret itself is never sent back. */
export const SyncSourceView = z
  .object({
    source: SyncSource,
    label: z.string(),
    mode: SyncMode,
    enabled: z.boolean(),
    intervalMinutes: z.number().int(),
    settings: SyncSettings,
    /** A secret (token, client secret, access code) is stored, encrypted. */
    hasSecret: z.boolean(),
    /** thuocsi: the key its order webhook is signed with is stored, encrypted. */
    hasWebhookSecret: z.boolean(),
    secretLabel: z.string(),
    entities: z.array(z.object({ entity: z.string(), label: z.string() })),
    lastRun: SyncRun.nullable(),
    /** When the schedule next starts a run (null when disabled). */
    nextRunAt: z.iso.datetime({ offset: true }).nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: 'SyncSourceView' });
export type SyncSourceView = z.infer<typeof SyncSourceView>;

export const SyncSourceParams = z.object({ source: SyncSource });
export type SyncSourceParams = z.infer<typeof SyncSourceParams>;

/**
 * PUT body. `settings.source` must match the path. `secret`: leave out to keep the stored one,
 * a string to replace it, null to remove it.
 */
export const SyncSourceUpdate = z.object({
  mode: SyncMode,
  enabled: z.boolean({ error: 'Chọn bật hoặc tắt lịch chạy.' }),
  intervalMinutes: SyncIntervalMinutes,
  settings: SyncSettings,
  secret: z
    .string()
    .min(1, 'Nhập mã bí mật.')
    .max(2000, 'Mã bí mật quá dài.')
    .nullable()
    .optional(),
  /** thuocsi only: the order webhook's signing key, as `secret` (left out keeps, null removes). */
  webhookSecret: z
    .string()
    .min(THUOCSI_WEBHOOK.minSecretLength, THUOCSI_WEBHOOK_MESSAGES.secretShort)
    .max(200, THUOCSI_WEBHOOK_MESSAGES.secretLong)
    .nullable()
    .optional(),
});
export type SyncSourceUpdate = z.infer<typeof SyncSourceUpdate>;

/** POST body of "run now": every entity of the source unless some are named. */
export const SyncRunRequest = z.object({
  entities: z.array(z.string().min(1)).max(20).optional(),
  /** Read from the beginning instead of since the last cursor. */
  full: z.boolean().optional(),
});
export type SyncRunRequest = z.infer<typeof SyncRunRequest>;

/** 202 answer of a start: the run to follow; started false when one was already queued or running. */
export const SyncRunStarted = z
  .object({ run: SyncRun, started: z.boolean(), message: z.string() })
  .meta({ id: 'SyncRunStarted' });
export type SyncRunStarted = z.infer<typeof SyncRunStarted>;

export const SyncRunParams = z.object({
  id: decimal(
    z
      .number({ error: 'Mã lần chạy phải là số nguyên dương.' })
      .int('Mã lần chạy phải là số nguyên dương.')
      .positive('Mã lần chạy phải là số nguyên dương.')
      .max(2_147_483_647, 'Mã lần chạy không hợp lệ.'),
  ),
});
export type SyncRunParams = z.infer<typeof SyncRunParams>;

export const SyncRunQuery = PageQuery.extend({
  source: SyncSource.optional(),
  status: SyncRunStatus.optional(),
});
export type SyncRunQuery = z.infer<typeof SyncRunQuery>;

export const SyncRunPage = pageOf(SyncRun).meta({ id: 'SyncRunPage' });
export type SyncRunPage = z.infer<typeof SyncRunPage>;

/** Answer of "test the connection": whether the first page could be read with these settings. */
export const SyncConnectionCheck = z.object({
  ok: z.boolean(),
  message: z.string(),
});
export type SyncConnectionCheck = z.infer<typeof SyncConnectionCheck>;

const CONNECTION_OK = 'Kết nối thành công';

export const SYNC_MESSAGES = {
  runStarted: 'Đã bắt đầu đồng bộ',
  runAlreadyActive: 'Đồng bộ của nguồn này đang chạy; theo dõi lần chạy hiện tại.',
  settingsSaved: 'Đã lưu cấu hình đồng bộ',
  connectionOk: CONNECTION_OK,
  sourceMismatch: 'Nguồn trong cấu hình không khớp với đường dẫn.',
  unknownEntity: 'Có dữ liệu đồng bộ không thuộc nguồn này.',
  secretRequired: 'Chế độ kết nối thật cần mã bí mật.',
  /** Shown while a URL setting is edited with a secret stored and none typed. */
  secretClearedOnUrlChange: 'Đổi địa chỉ sẽ xóa mã đã lưu: nhập lại mã để giữ kết nối.',
  /** A run or connection test of the real API with no secret stored (cleared by a URL change). */
  secretUnreadable: 'Không đọc được mã bí mật đã lưu (khóa máy chủ đã đổi). Vui lòng nhập lại.',
  runNotFound: 'Không tìm thấy lần chạy đồng bộ.',
  demoReady: 'Nguồn dữ liệu mẫu (demo) luôn sẵn sàng.',
  /** A connection test that read the first page: how many rows of which entity (lower case). */
  connectionRead: (rows: number, entity: string) =>
    `${CONNECTION_OK}: đọc được ${String(rows)} dòng ${entity}.`,
  connectionFailed: (reason: string) => `Không kết nối được: ${reason}`,
  privateAddress: (where: string) => `Địa chỉ ${where} là địa chỉ nội bộ, không được phép kết nối.`,
  answerTooLarge: (host: string) => `${host}: câu trả lời quá lớn`,
  badUrl: (url: string) => `Địa chỉ ${url} không phải URL hợp lệ.`,
  notHttp: (url: string) => `Địa chỉ ${url} phải là URL http(s).`,
  redirected: (host: string, status: number, location: string | null) =>
    `Máy chủ ${host} trả lời chuyển hướng (HTTP ${String(status)})${location ? ` sang ${location}` : ''}: ` +
    'kết nối không đi theo chuyển hướng, hãy nhập đúng địa chỉ API.',
  secretMissing:
    'Chưa có mã bí mật: mã đã lưu bị xóa khi đổi địa chỉ kết nối. Vui lòng nhập lại mã bí mật và lưu cấu hình.',
} as const;
