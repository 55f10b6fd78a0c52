// The business constants and limits of the specification (section 9), in one place.

export const MAIN_API_TIMEOUT_MS = 100_000;
export const OTHER_API_TIMEOUT_MS = 10_000;

export const SELLER_PRIORITY_CUTOFF = 10;
export const OWNER_SELLER_IDS: readonly number[] = [2010, 3035];
export const DEFAULT_PARENT_CATEGORY_ID = 1083487;

export const PERSIST_RESTORE_TIMEOUT_MS = 5_000;
export const NOTIFICATION_DURATION_S = 5;
export const QUERY_CACHE_TIME_MS = 86_400_000;
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

/** 10 digits starting with 0. */
export const PHONE_PATTERN = /^0\d{9}$/;

export const MOBILE_BREAKPOINT_PX = 768;
export const CONTENT_WIDTH = '90%';
export const DRAWER_WIDTH = 378;
export const DRAWER_WIDTH_LARGE = 736;

export const DATE_FORMAT = 'DD-MM-YYYY';
export const MONTH_FORMAT = 'MM';
export const LOCALE = 'vi';
/** Weeks of the date-range presets start on Sunday (day 0). */
export const WEEK_START_DAY = 0;
/** "Last month" of the date-range presets is 30 days back. */
export const LAST_MONTH_DAYS = 30;

/** Sign-in throttling: this many failures for one username from one address... */
export const LOGIN_MAX_FAILURES = 5;
/** ...within this window locks further attempts until the window frees up. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures from one address over every username within the window (password spraying). A sign-in
 * that succeeds clears that username's failures from the address, so colleagues behind one office
 * address who mistype and then sign in do not add up.
 */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;
/** Failures for one username over every address within the window (a distributed guess). */
export const LOGIN_MAX_FAILURES_PER_USERNAME = 20;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** User status: -1 means the user must set a new password; 1 is normal. */
export const UserStatus = { MUST_CHANGE_PASSWORD: -1, NORMAL: 1 } as const;
