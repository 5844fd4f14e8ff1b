import { useTranslation } from 'react-i18next';
import type { CountryDialingCode } from '../api/get-country-codes';

/** Country names in the reader's language (Intl), falling back to the server's English name. */
function regionNamer(language: string): (countryCode: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    return (countryCode) => {
      try {
        return names.of(countryCode);
      } catch {
        return undefined;
      }
    };
  } catch {
    return () => undefined;
  }
}

/** The dialling-code part of a phone field; codes shared by two countries appear once. */
export function CountryCodeSelect({
  countries,
  value,
  onChange,
  testId,
}: {
  countries: readonly CountryDialingCode[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('account');
  const regionName = regionNamer(i18n.language);
  const seen = new Set<string>();
  const options = countries.filter((country) => {
    if (seen.has(country.countryDialingCode)) return false;
    seen.add(country.countryDialingCode);
    return true;
  });
  if (!seen.has(value)) options.unshift({ countryCode: '', countryDialingCode: value, name: '' });
  return (
    <select
      data-testid={testId}
      aria-label={t('fields.countryCode')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="h-11 w-32 shrink-0 rounded-md border border-border bg-surface-2 px-2 text-base text-text focus:border-focus focus:outline-none sm:text-sm"
    >
      {options.map((country) => (
        <option key={country.countryDialingCode} value={country.countryDialingCode}>
          {country.name
            ? `${country.countryDialingCode} ${regionName(country.countryCode) ?? country.name}`
            : country.countryDialingCode}
        </option>
      ))}
    </select>
  );
}
