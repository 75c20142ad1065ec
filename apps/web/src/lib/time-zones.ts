/** IANA time zones as the browser knows them: the default, their labels and the picker's list. */

/** The browser's IANA time zone, or UTC when the browser does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A zone as shown: 'America/New_York' reads 'America/New York'. */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ');
}

let zonesCache: string[] | null = null;

/** Every IANA zone the browser knows, for the zone picker (read once). */
export function allTimeZones(): string[] {
  if (!zonesCache) {
    const supported =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [browserTimeZone()];
    zonesCache = [...new Set(['UTC', ...supported])];
  }
  return zonesCache;
}
