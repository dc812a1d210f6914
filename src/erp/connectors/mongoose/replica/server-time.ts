/**
 * RecordDate, SyteLine's last-modified stamp, is written in the ERP server's own time zone, not
 * in UTC, and Mongoose answers and filters it as `yyyyMMdd HH:mm:ss.fff` (the form SQL Server
 * reads the same way under every language setting). A watermark therefore has to be the
 * server's wall clock: this host's instant shown in the server's zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** `at` as the wall clock of `timeZone` reads it, as `yyyyMMdd HH:mm:ss.fff`. */
export function serverWallClock(at: Date, timeZone: string): string {
  const parts = formatter(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '00';
  const ms = String(at.getUTCMilliseconds()).padStart(3, '0');
  return `${get('year')}${get('month')}${get('day')} ${get('hour')}:${get('minute')}:${get('second')}.${ms}`;
}

/** A watermark as Mongoose reads it in a filter: only digits, a space, colons and a dot. */
export function recordDateCondition(watermark: string): string {
  if (!/^\d{8} \d{2}:\d{2}:\d{2}\.\d{3}$/.test(watermark)) {
    throw new Error(`replica: '${watermark}' is not a RecordDate watermark`);
  }
  return `RecordDate >= '${watermark}'`;
}
