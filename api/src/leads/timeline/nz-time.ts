import { TZDate } from '@date-fns/tz';
import { SCHEDULING_TIME_ZONE } from '@agency/contracts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** NZST or NZDT, whichever applies on that day; @date-fns/tz's tzName() gives 'GMT+13' in this runtime's locale. */
const zoneName = new Intl.DateTimeFormat('en-NZ', { timeZone: SCHEDULING_TIME_ZONE, timeZoneName: 'short' });

/** 'Tue 2 Dec 2025, 10:00 am NZDT': a booking's time as the agency reads it, whatever the server's own zone. */
export function formatNzDateTime(instant: Date): string {
  const local = new TZDate(instant.getTime(), SCHEDULING_TIME_ZONE);
  const hours = local.getHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(local.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  const zone = zoneName.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'NZ time';
  return `${WEEKDAYS[local.getDay()]} ${local.getDate()} ${MONTHS[local.getMonth()]} ${local.getFullYear()}, ${clock} ${zone}`;
}
