// The business's time zone in SQL.
import { TIME_ZONE } from '@backoffice/shared';
import { sql } from 'drizzle-orm';

/**
 * `at time zone` Vietnam's: written into the statement's text rather than bound, so that a prepared
 * statement keeps one text (and one name) and its plan sees the zone.
 */
export const VN_ZONE = sql.raw(`'${TIME_ZONE}'`);
