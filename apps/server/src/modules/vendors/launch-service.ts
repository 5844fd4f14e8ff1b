import type { Game } from '@gaming/contracts/catalogue';
import type { GameLaunchResponse } from '@gaming/contracts/launch';
import { AppError } from '../../platform/errors.js';
import type { MemberRow } from '../members/members-repository.js';

/** Spec §3: member type 4 is a trial account. */
const trialMemberType = 4;

import { unrestrictedLaunchRules, type VendorDirectory, type VendorLaunchRules } from './vendor-adapter.js';
import type { VendorSessions } from './vendor-sessions.js';

/** What the launch needs of the catalogue (modules/games CatalogueService). */
export type LaunchCatalogue = {
  findGame(nodeId: string, language: string | undefined): Promise<Game | undefined>;
  popular(
    gameType: Game['gameType'] | undefined,
    limit: number,
    language: string | undefined,
  ): Promise<{ content: Game[] }>;
  recordPlayed(memberId: string, nodeId: string): Promise<void>;
  launchCdn(): string;
};

const inhouseVendorCode = 'INHOUSE';
const suggestionCount = 6;

/**
 * Puts a vendor's URL on one of the brand's launch CDNs (spec §9: chosen at random per launch) when the
 * brand has any: the CDN fronts the vendors' game hosts, so only the origin changes.
 */
export function onLaunchCdn(url: string, cdn: string): string {
  if (!cdn || !/^https?:\/\//.test(url)) return url;
  const parsed = new URL(url);
  return `${cdn}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * spec §7 gameLaunch (§4 account rules, §8 maintenance): guests get 401 (the web shows the login popup)
 * and trial accounts in_need_true_account unless the game offers a free trial (supportPlay 0), which
 * both play in the vendor's demo mode (issue 14 #9); a game under maintenance answers with other games to
 * play, and a member gets the vendor's URL with a fresh vendor session.
 */
export class LaunchService {
  constructor(
    private readonly catalogue: LaunchCatalogue,
    private readonly directory: VendorDirectory,
    private readonly sessions: VendorSessions,
    private readonly wallets: {
      /** Whether the vendor keeps the member's money itself (transfer mode) or spends our wallet (seamless). */
      modeOf(vendorCode: string): Promise<'seamless' | 'transfer'>;
      currency(): string;
    },
  ) {}

  private rulesOf: (game: Game) => VendorLaunchRules = () => unrestrictedLaunchRules;
  private readonly playChecks: ((memberId: string) => Promise<void>)[] = [];

  /** The jurisdiction's game rules for a game (issue 20, composed after the vendors). */
  useLaunchRules(rulesOf: (game: Game) => VendorLaunchRules): void {
    this.rulesOf = rulesOf;
  }

  /** Checks before a member's real-money launch (e.g. KYC before play); they throw to refuse. */
  addPlayCheck(check: (memberId: string) => Promise<void>): void {
    this.playChecks.push(check);
  }

  /**
   * `memberSessionId` is the site session the member launches from: the vendor session lives only as
   * long as it does (player_blocked after logout, lock, password change or a staff action).
   */
  async launch(
    launcher: { member: MemberRow; memberSessionId: string } | null,
    input: { nodeId: string; language: string; device: 'desktop' | 'mobile' },
  ): Promise<GameLaunchResponse> {
    const member = launcher?.member ?? null;
    const game = await this.catalogue.findGame(input.nodeId, input.language);
    if (!game) throw new AppError('not_found', 'No such game.');
    // A vendor with no connection configured (the demo's vendors while their simulator is off, the
    // default) cannot be played now: to the player that is maintenance, with games that can be played.
    if (game.maintenance || !this.isPlayable(game))
      return { status: 'maintenance', suggestions: await this.suggestions(game, input.language) };
    // A guest's or a trial account's play is a free trial (issue 14 #9): the vendor's demo mode with its fun
    // money, never a vendor session on our wallet; a game without one needs a real account.
    const isTrial = member?.type === trialMemberType;
    const demo = member === null || isTrial;
    if (demo && game.supportPlay !== 0) throw new AppError(isTrial ? 'in_need_true_account' : 'unauthorized');
    const launched = {
      launchMode: game.launchMode,
      demo,
      vendorCode: game.vassalage,
      gameName: game.displayName,
    };
    if (member && !demo) for (const check of this.playChecks) await check(member.id);
    if (game.vassalage === inhouseVendorCode) {
      // Our own games are pages of the site: a member plays them with the main wallet, a trial account
      // with its fun balance (modules/inhouse fun-service.ts); a guest needs to sign in or take free play.
      if (!member) throw new AppError('unauthorized');
      if (!isTrial) await this.catalogue.recordPlayed(member.id, game.nodeId);
      return {
        status: 'launched',
        url: `/inhouse/${encodeURIComponent(game.gameId)}`,
        ...launched,
        launchMode: 'seamless',
      };
    }
    const adapter = this.directory.adapterFor(game.vassalage);
    if (!adapter) throw new Error(`vendor ${game.vassalage} lost its connection during a launch`);
    const walletMode = await this.wallets.modeOf(game.vassalage);
    // A transfer-mode vendor plays with the money moved to it: it gets no token to spend our wallet with.
    const token =
      member && !demo && walletMode === 'seamless'
        ? await this.sessions.create({
            memberId: member.id,
            vendorCode: game.vassalage,
            gameCode: game.gameId,
            category: game.gameType,
            language: input.language.toUpperCase(),
            memberSessionId: launcher?.memberSessionId ?? null,
          })
        : null;
    const url = await adapter.launch({
      gameCode: game.gameId,
      memberId: demo ? null : (member?.id ?? null),
      language: input.language.toUpperCase(),
      device: input.device,
      token,
      walletMode,
      currency: this.wallets.currency(),
      rules: this.rulesOf(game),
    });
    if (member && !demo) await this.catalogue.recordPlayed(member.id, game.nodeId);
    return { status: 'launched', url: onLaunchCdn(url, this.catalogue.launchCdn()), ...launched };
  }

  /** Our own games always; a vendor's only while a connection to it is configured. */
  private isPlayable(game: Game): boolean {
    return game.vassalage === inhouseVendorCode || this.directory.adapterFor(game.vassalage) !== undefined;
  }

  /** Other playable games of the same category, most played first (spec §8). */
  private async suggestions(game: Game, language: string): Promise<Game[]> {
    const { content } = await this.catalogue.popular(game.gameType, suggestionCount * 3, language);
    return content
      .filter(
        (candidate) =>
          !candidate.maintenance && candidate.nodeId !== game.nodeId && this.isPlayable(candidate),
      )
      .slice(0, suggestionCount);
  }
}
