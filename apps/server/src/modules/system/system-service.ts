import { isLanguageCode, languageCodes } from '@gaming/contracts/languages';
import { featureTogglesFromFlags } from '@gaming/contracts/settings';
import type { AdminLanguages, PermissionResponse, SiteSettingsResponse } from '@gaming/contracts/system';
import { AppError } from '../../platform/errors.js';
import type { AlongsideChange } from '../settings/settings-repository.js';
import type { SettingsService } from '../settings/settings-service.js';
import {
  type AccessDecision,
  type AccessLists,
  buildBlockList,
  canonicalClientIp,
  decideAccess,
  normaliseCidr,
} from './access-policy.js';
import type { GeoLocator } from './geo-locator.js';

export type AccessCheck = AccessDecision & { ip: string; countryCode: string | null };

export class SystemService {
  private lists: AccessLists | undefined;
  private listsVersion = -1;

  constructor(
    private readonly settings: SettingsService,
    private readonly geo: GeoLocator,
    /** A simulator plays the gateway or the vendors: the clients show a test-mode banner. */
    private readonly options: { testMode: boolean } = { testMode: false },
  ) {}

  private accessLists(): AccessLists {
    if (!this.lists || this.listsVersion !== this.settings.changeCounter) {
      const access = this.settings.get('access');
      this.lists = { allow: buildBlockList(access.allowIps), deny: buildBlockList(access.denyIps) };
      this.listsVersion = this.settings.changeCounter;
    }
    return this.lists;
  }

  checkAccess(clientIp: string): AccessCheck {
    const ip = canonicalClientIp(clientIp);
    const countryCode = this.geo.countryOf(ip);
    const decision = decideAccess({
      ip,
      countryCode,
      access: this.settings.get('access'),
      lists: this.accessLists(),
    });
    return { ...decision, ip, countryCode };
  }

  /** Throws the error an ordinary API call gets while the site is closed to this visitor. */
  assertOpenFor(clientIp: string): void {
    const check = this.checkAccess(clientIp);
    if (check.status === 1) throw new AppError('system_maintenance');
    if (check.status === 2) throw new AppError('access_restricted');
  }

  permission(clientIp: string): PermissionResponse {
    const check = this.checkAccess(clientIp);
    const access = this.settings.get('access');
    const brand = this.settings.get('brand');
    const site = this.settings.get('site');
    const cdn = this.settings.get('cdn');
    return {
      status: check.status,
      maintenance: check.maintenance,
      regionRestriction: check.regionRestriction,
      maintenanceMessage: access.maintenance.message,
      location: { ip: check.ip, countryCode: check.countryCode },
      info: {
        customerService: this.settings.get('customerService'),
        domainRoute: site.domainRoutes,
        whitelabel: this.settings.get('whitelabel'),
        register: this.settings.get('registration.settings'),
        mainDomain: brand.mainDomain,
        analyticsId: site.analyticsId,
        imageCDNs: cdn.imageCDNs,
        launchGameCDNs: cdn.launchGameCDNs,
      },
    };
  }

  siteSettings(): SiteSettingsResponse {
    const whitelabel = this.settings.get('whitelabel');
    return {
      brand: this.settings.get('brand'),
      features: featureTogglesFromFlags(whitelabel),
      whitelabel,
      customerService: this.settings.get('customerService'),
      socialContacts: this.settings.get('socialContacts'),
      appDownloads: this.settings.get('appDownloads'),
      testMode: this.options.testMode,
    };
  }

  whitelabelMenu() {
    const whitelabel = this.settings.get('whitelabel');
    return { whitelabel, features: featureTogglesFromFlags(whitelabel) };
  }

  domainRoutes() {
    return {
      mainDomain: this.settings.get('brand').mainDomain,
      domains: this.settings.get('site').domainRoutes,
    };
  }

  // Operator controls (ops CLI now, back office later). Each change is validated and recorded.

  async setMaintenance(enabled: boolean, message: string | null, changedBy: string): Promise<void> {
    await this.settings.update(
      'access',
      (access) => ({ ...access, maintenance: { enabled, message } }),
      changedBy,
    );
  }

  /**
   * The languages the brand offers (issue 21): the player site's menu lists these, and a player whose
   * stored language is not among them sees the default. The default must be one of them.
   */
  /** The languages the brand offers, in spec §3's order, and its default. */
  languages(): AdminLanguages {
    const brand = this.settings.get('brand');
    return { languages: brand.languages, defaultLanguage: brand.defaultLanguage };
  }

  /**
   * Offers `codes` (kept in spec §3's order) with `defaultLanguage` (the current default when left out),
   * which must be among them. `alongside` runs in the setting's transaction (the back office's audit entry).
   */
  async setLanguages(
    codes: readonly string[],
    defaultLanguage: string | undefined,
    changedBy: string,
    alongside?: AlongsideChange,
  ): Promise<AdminLanguages> {
    const unknown = codes.filter((code) => !isLanguageCode(code));
    if (unknown.length > 0)
      throw new AppError('validation_failed', `unknown language codes: ${unknown.join(', ')}`, [
        { path: 'languages', message: 'validation.languageCode' },
      ]);
    const offered = languageCodes.filter((code) => codes.includes(code));
    if (offered.length === 0)
      throw new AppError('validation_failed', 'offer at least one language', [
        { path: 'languages', message: 'validation.required' },
      ]);
    const brand = await this.settings.update(
      'brand',
      (current) => {
        const chosen = defaultLanguage ?? current.defaultLanguage;
        if (!isLanguageCode(chosen) || !offered.includes(chosen))
          throw new AppError(
            'validation_failed',
            `the default language ${chosen} must be one of the offered languages`,
            [{ path: 'defaultLanguage', message: 'validation.defaultLanguageNotOffered' }],
          );
        return { ...current, languages: offered, defaultLanguage: chosen };
      },
      changedBy,
      alongside,
    );
    return { languages: brand.languages, defaultLanguage: brand.defaultLanguage };
  }

  async setCountryBlocked(countryCode: string, blocked: boolean, changedBy: string): Promise<string[]> {
    const code = countryCode.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code))
      throw new AppError('validation_failed', `not a two-letter country code: ${countryCode}`);
    const access = await this.settings.update(
      'access',
      (current) => {
        const others = current.blockedCountries.filter((entry) => entry !== code);
        return { ...current, blockedCountries: blocked ? [...others, code].sort() : others };
      },
      changedBy,
    );
    return access.blockedCountries;
  }

  async setIpListed(
    list: 'allowIps' | 'denyIps',
    cidr: string,
    listed: boolean,
    changedBy: string,
  ): Promise<string[]> {
    const normalised = normaliseCidr(cidr);
    if (!normalised) throw new AppError('validation_failed', `not an IP address or CIDR: ${cidr}`);
    const access = await this.settings.update(
      'access',
      (current) => {
        const others = current[list].filter((entry) => normaliseCidr(entry) !== normalised);
        return { ...current, [list]: listed ? [...others, normalised] : others };
      },
      changedBy,
    );
    return access[list];
  }
}
