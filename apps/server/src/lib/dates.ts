import { datePatterns, type Locale } from '@arena/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/ht.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A moment as the server's texts show it to a reader of `locale`, in `timeZone`: "Nov 26, 2026, 8:59 PM",
 * "26 nov. 2026, 20:59" (the browser's patterns, `datePatterns`).
 */
export function formatDateTimeIn(locale: Locale, at: Date | string, timeZone: string): string {
  return dayjs(at).tz(timeZone).locale(locale).format(datePatterns[locale].dateTime);
}
