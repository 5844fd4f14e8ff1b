import { createRequire } from 'node:module';
import path from 'node:path';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';

/** ip-location-db files carry a flat country_code instead of MaxMind's nested country. */
type CountryRecord = CountryResponse & { country_code?: string };

export interface GeoLocator {
  countryOf(ip: string): string | null;
}

function bundledDatabasePath(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@ip-location-db/geolite2-country-mmdb/package.json');
  return path.join(path.dirname(manifest), 'geolite2-country.mmdb');
}

/**
 * Country lookup in a GeoLite2 Country database read with the maxmind reader. Accepts both the
 * ip-location-db layout ({country_code}) and MaxMind's own ({country: {iso_code}}).
 */
export async function openGeoLocator(databasePath: string = bundledDatabasePath()): Promise<GeoLocator> {
  const reader: Reader<CountryRecord> = await maxmind.open<CountryRecord>(databasePath, {
    watchForUpdates: false,
  });
  return {
    countryOf(ip: string): string | null {
      if (!maxmind.validate(ip)) return null;
      const record = reader.get(ip);
      const code = record?.country_code ?? record?.country?.iso_code;
      return code ? code.toUpperCase() : null;
    },
  };
}
