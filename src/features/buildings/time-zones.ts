// The time zones a new building can be given, and the one the form starts from: the device's own.

/** When Intl cannot list its zones (older browsers), a few common ones. */
const FALLBACK_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC'] as const;
/** For a device whose zone Intl does not name (or names as nothing the server would take). */
const DEFAULT_ZONE = 'UTC' as const;

function listedZones(): readonly string[] {
  const withZones = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return withZones.supportedValuesOf?.('timeZone') ?? FALLBACK_ZONES;
}

function intlKnows(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The device's time zone, as Intl names it; UTC when it names none it can use. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === 'string' && zone !== '' && intlKnows(zone) ? zone : DEFAULT_ZONE;
}

/**
 * Intl's list of zones, holding `zone` in its place. The list leaves out some names a device may
 * report (Chromium lists no "UTC", which a device set to UTC reports): without it the form's value
 * matched no option, and the select showed the first one, Africa/Abidjan.
 */
export function timeZonesWith(zone: string): string[] {
  const zones = [...listedZones()];
  if (!zones.includes(zone)) {
    const at = zones.findIndex((listed) => listed > zone);
    zones.splice(at === -1 ? zones.length : at, 0, zone);
  }
  return zones;
}
