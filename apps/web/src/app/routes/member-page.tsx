import type { MemberInfo } from '@gaming/contracts/auth';
import { InfoIcon } from '@gaming/ui/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { MemberContracts } from '../../features/agent-contracts/components/member-contracts';
import { useMemberContractsEntry } from '../../features/agent-contracts/hooks/use-member-contracts';
import { useCountryCodes } from '../../features/auth/api/get-country-codes';
import { memberInfoQueryKey } from '../../features/auth/api/get-member-info';
import { useRegisterSettings } from '../../features/auth/api/get-register-settings';
import { useRegistrationValidation } from '../../features/auth/api/get-registration-validation';
import { CountryCodeSelect } from '../../features/auth/components/country-code-select';
import { useSession } from '../../features/auth/hooks/use-session';
import { realAccountNotice, useNoticeStore } from '../../features/auth/stores/notice-store';
import { BettingRecords } from '../../features/betting/components/betting-records';
import { DepositPage } from '../../features/deposit/components/deposit-page';
import { KycDocuments } from '../../features/kyc/components/kyc-documents';
import { useMissionSummary } from '../../features/loyalty/api/get-mission-summary';
import { MissionActivity } from '../../features/loyalty/components/mission-activity';
import { VipBadge } from '../../features/loyalty/components/vip-badge';
import { MemberCentre } from '../../features/member/components/member-centre';
import { PaymentPasswordDialog } from '../../features/member/components/payment-password-dialog';
import { SecurityCentre } from '../../features/member/components/security-centre';
import type { MemberCentrePage } from '../../features/member/lib/member-centre-pages';
import { useMemberCentreStore } from '../../features/member/stores/member-centre-store';
import { useUnreadMessage } from '../../features/messages/api/get-unread-count';
import { MessageInbox } from '../../features/messages/components/message-inbox';
import { referralEnabled, usePromotionSummary } from '../../features/promotions/api/get-promotion-summary';
import { PromotionTitle } from '../../features/promotions/components/promotion-title';
import {
  type HistoryLink,
  ResponsibleGamingPage,
} from '../../features/responsible-gaming/components/responsible-gaming-page';
import { RestrictedMemberCentre } from '../../features/responsible-gaming/components/restricted-member-centre';
import { useRestriction } from '../../features/responsible-gaming/hooks/use-restriction';
import { useLeavingStore } from '../../features/responsible-gaming/lib/leaving-store';
import { useRewardBadge } from '../../features/rewards/api/get-reward-badge';
import { BonusWageringBlock } from '../../features/rewards/components/bonus-wagering-block';
import { ManualRebate } from '../../features/rewards/components/manual-rebate';
import { ReferralPage } from '../../features/rewards/components/referral-page';
import { RewardCentre } from '../../features/rewards/components/reward-centre';
import { useBrandFormat } from '../../features/rewards/lib/brand-format';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { useBalance } from '../../features/wallet/api/get-balance';
import { AccountRecords } from '../../features/wallet/components/account-records';
import { BonusDetails } from '../../features/wallet/components/bonus-details';
import { PersonalProfit } from '../../features/wallet/components/personal-profit';
import { TransferUpline } from '../../features/wallet/components/transfer-upline';
import { VendorWallets } from '../../features/wallet/components/vendor-wallets';
import { WalletOverview, type WalletShortcut } from '../../features/wallet/components/wallet-overview';
import { WithdrawCentre } from '../../features/withdraw/components/withdraw-centre';
import { useAuthModalStore } from '../../lib/auth-modal-store';
import { formatBrandIso } from '../../lib/brand-time';
import { formatMinorUnits } from '../../lib/locale-format';
import { Page } from '../components/page';
import { LoginRequired } from './login-required';

const historyPages: Record<HistoryLink, MemberCentrePage> = {
  bets: 'personalHistoryCopy',
  transactions: 'transactionHistory',
  deposits: 'depositv2',
};

/** The withdrawal page as the member centre shows it (also a restricted session's way to take money out). */
function MemberWithdraw({
  member,
  gmtOffsetMinutes,
  onSetPaymentPassword,
}: {
  member: MemberInfo;
  gmtOffsetMinutes: number;
  /** Where "set a payment password" leads; the security centre's dialog unless given. */
  onSetPaymentPassword?: () => void;
}) {
  const setPage = useMemberCentreStore((state) => state.setPage);
  const openPaymentPasswordSetup = useMemberCentreStore((state) => state.openPaymentPasswordSetup);
  return (
    <WithdrawCentre
      paymentPasswordSet={member.hasPaymentPassword}
      onSetPaymentPassword={onSetPaymentPassword ?? (() => openPaymentPasswordSetup('withdraw'))}
      gmtOffsetMinutes={gmtOffsetMinutes}
      renderWageringBlock={(error) => (
        <BonusWageringBlock
          error={error}
          testId="withdraw-error"
          onOpenRewards={() => setPage('rewardCenter')}
        />
      )}
    />
  );
}

/** A restricted session's balance: posted, and what is free to withdraw. */
function RestrictedBalance() {
  const { t } = useTranslation('responsible');
  const balance = useBalance().data;
  if (!balance) return <Skeleton className="h-16" />;
  const money = (minor: string) =>
    `${balance.currencySymbol} ${formatMinorUnits(BigInt(minor), balance.decimals)}`;
  return (
    <dl
      data-testid="restricted-balance"
      className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div>
        <dt className="text-xs text-muted">{t('restricted.balanceTotal')}</dt>
        <dd className="text-lg font-bold tabular-nums">{money(balance.balanceMinor)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('restricted.balanceAvailable')}</dt>
        <dd data-testid="restricted-balance-available" className="text-lg font-bold tabular-nums">
          {money(balance.availableMinor)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Issue 20: self-excluded, on a break or closed with money left: only balance (vendor wallets recalled
 * included), withdrawal with the payment password it needs, KYC, return. The security centre is not open to
 * this session, so the payment-password dialog opens here.
 */
function RestrictedMemberCentreForMember({ member, token }: { member: MemberInfo; token: string }) {
  const settings = useSiteSettings();
  const validation = useRegistrationValidation();
  const queryClient = useQueryClient();
  const { restriction } = useRestriction();
  const [paymentPasswordOpen, setPaymentPasswordOpen] = useState(false);
  return (
    <>
      <RestrictedMemberCentre
        restriction={restriction}
        balance={
          <>
            <RestrictedBalance />
            <VendorWallets recallOnly />
          </>
        }
        withdraw={
          <MemberWithdraw
            member={member}
            gmtOffsetMinutes={settings.data?.brand.gmtOffsetMinutes ?? 0}
            onSetPaymentPassword={() => setPaymentPasswordOpen(true)}
          />
        }
        verification={<KycDocuments />}
      />
      {paymentPasswordOpen ? (
        <PaymentPasswordDialog
          open
          onOpenChange={setPaymentPasswordOpen}
          rule={validation.data?.fields.paymentPassword}
          // The profile (and its birthday) is closed to a restricted session; the server checks it.
          birthday={null}
          hasPaymentPassword={member.hasPaymentPassword}
          onSaved={(info) => {
            queryClient.setQueryData(memberInfoQueryKey(token), info);
            setPaymentPasswordOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function MemberCentreForMember({ member, token }: { member: MemberInfo; token: string }) {
  const queryClient = useQueryClient();
  const settings = useSiteSettings();
  const registerSettings = useRegisterSettings();
  const validation = useRegistrationValidation();
  const countries = useCountryCodes();
  const openChangePassword = useAuthModalStore((state) => state.openChangePassword);
  const setPage = useMemberCentreStore((state) => state.setPage);
  const page = useMemberCentreStore((state) => state.page);
  const contracts = useMemberContractsEntry({ enabled: true, isAgent: member.isAgent });
  const openPaymentPasswordSetup = useMemberCentreStore((state) => state.openPaymentPasswordSetup);
  const brand = settings.data?.brand;
  const { t } = useTranslation();
  const format = useBrandFormat();
  const promotionSummary = usePromotionSummary();
  const rewardBadge = useRewardBadge();
  const waitingRewards = rewardBadge.data?.waitingCount ?? 0;
  // Mission activity's red badge (spec §2): missions whose reward can be claimed now.
  const claimableMissions = useMissionSummary().data?.claimableCount ?? 0;
  // Platform messages' red badge (spec §2, unreadMessage): only a real account reaches this page.
  const unreadMessages = useUnreadMessage('member');
  const shortcutPages: Record<WalletShortcut, MemberCentrePage> = {
    deposit: 'depositv2',
    withdraw: 'withdraw',
    transferUpline: 'transferUpline',
    records: 'transactionHistory',
  };
  return (
    <MemberCentre
      features={{
        manualRebate: settings.data?.features.manualRebate ?? false,
        // Asked for from the account menu while the flags load: the page waits rather than jumping away.
        myContracts: contracts.visible || (contracts.loading && page === 'myContracts'),
        // Invite friends only while the referral promotion is on (spec §6); unknown while the summary loads.
        referral: promotionSummary.data ? referralEnabled(promotionSummary.data) : undefined,
        responsibleGaming: true,
        verification: true,
      }}
      badges={{
        rewardCenter: {
          count: waitingRewards,
          label: `${t('memberCentre.pages.rewardCenter')}: ${waitingRewards}`,
        },
        missionLeaderboard: {
          count: claimableMissions,
          label: `${t('memberCentre.pages.missionLeaderboard')}: ${claimableMissions}`,
        },
        messageV2: {
          count: unreadMessages,
          label: `${t('memberCentre.pages.messageV2')}: ${unreadMessages}`,
        },
      }}
      pages={{
        transferFund: <WalletOverview onOpen={(shortcut) => setPage(shortcutPages[shortcut])} />,
        depositv2: brand ? (
          <DepositPage gmtOffsetMinutes={brand.gmtOffsetMinutes} />
        ) : (
          <Skeleton className="h-96" />
        ),
        withdraw: <MemberWithdraw member={member} gmtOffsetMinutes={brand?.gmtOffsetMinutes ?? 0} />,
        verification: <KycDocuments />,
        responsibleGaming: <ResponsibleGamingPage onOpenHistory={(link) => setPage(historyPages[link])} />,
        transferUpline: (
          <TransferUpline
            hasPaymentPassword={member.hasPaymentPassword}
            onSetPaymentPassword={() => openPaymentPasswordSetup('transferUpline')}
          />
        ),
        personalHistoryCopy: brand ? (
          <BettingRecords
            gmtOffsetMinutes={brand.gmtOffsetMinutes}
            currencyDecimals={brand.currencyDecimals}
          />
        ) : (
          <Skeleton className="h-96" />
        ),
        transactionHistory: brand ? (
          <AccountRecords
            gmtOffsetMinutes={brand.gmtOffsetMinutes}
            currencyDecimals={brand.currencyDecimals}
          />
        ) : (
          <Skeleton className="h-96" />
        ),
        personalProfit: brand ? (
          <PersonalProfit
            gmtOffsetMinutes={brand.gmtOffsetMinutes}
            currencyDecimals={brand.currencyDecimals}
          />
        ) : (
          <Skeleton className="h-96" />
        ),
        bonusDetails: brand ? (
          <BonusDetails gmtOffsetMinutes={brand.gmtOffsetMinutes} currencyDecimals={brand.currencyDecimals} />
        ) : (
          <Skeleton className="h-96" />
        ),
        myContracts: brand ? (
          <MemberContracts
            isAgent={member.isAgent}
            brand={{
              money: (minor) =>
                /^-?\d{1,30}$/.test(minor)
                  ? `${brand.currencySymbol} ${formatMinorUnits(BigInt(minor), brand.currencyDecimals)}`
                  : '—',
              time: (iso, precision) => formatBrandIso(iso, brand.gmtOffsetMinutes, precision),
            }}
          />
        ) : (
          <Skeleton className="h-96" />
        ),
        rewardCenter: <RewardCentre format={format} />,
        referral: (
          <ReferralPage
            format={format}
            renderPromotionTitle={(promotion) => (
              <PromotionTitle id={promotion.id} fallback={promotion.title} />
            )}
          />
        ),
        manualRebate: <ManualRebate format={format} />,
        missionLeaderboard: <MissionActivity format={format} />,
        messageV2: (
          <MessageInbox
            formatTime={(iso, precision) => formatBrandIso(iso, brand?.gmtOffsetMinutes ?? 0, precision)}
          />
        ),
        securityCenter: (
          <SecurityCentre
            member={member}
            rules={validation.data?.fields}
            defaultDialingCode={registerSettings.data?.defaultCountryDialingCode ?? '+977'}
            countrySelect={(value, onChange) => (
              <CountryCodeSelect
                countries={countries.data?.countries ?? []}
                value={value}
                onChange={onChange}
                testId="bind-mobile-country-code"
              />
            )}
            onChangePassword={() => openChangePassword()}
            onMemberUpdated={(info) => queryClient.setQueryData(memberInfoQueryKey(token), info)}
            gmtOffsetMinutes={brand?.gmtOffsetMinutes ?? 0}
          />
        ),
      }}
    />
  );
}

/** Member centre: guests get the login popup; trial accounts get the real-account notice. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { status, member, token } = useSession();
  const { restricted } = useRestriction();
  const openModal = useAuthModalStore((state) => state.openModal);
  const showNotice = useNoticeStore((state) => state.show);
  // A member leaving on purpose (an exclusion, the reality check's Log out) is not asked to log in again.
  const leaving = useLeavingStore((state) => state.leaving);
  const setLeaving = useLeavingStore((state) => state.setLeaving);
  useEffect(() => {
    if (status === 'guest' && !leaving) openModal('login');
    if (status === 'trial') showNotice(realAccountNotice);
  }, [status, leaving, openModal, showNotice]);
  useEffect(() => () => setLeaving(false), [setLeaving]);
  return (
    <Page id="member" title={t('pages.member.title')}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold">{t('pages.member.title')}</h1>
        {status === 'member' && !restricted ? <VipBadge testId="member-vip-badge" /> : null}
      </div>
      {status === 'guest' ? (
        <LoginRequired title={t('pages.member.loginTitle')} body={t('pages.member.loginBody')} />
      ) : status === 'trial' ? (
        <div data-testid="trial-blocked">
          <EmptyState
            icon={<InfoIcon className="size-6" />}
            title={t('funPlay.realAccountTitle')}
            body={t('funPlay.realAccountBody')}
            action={
              <button type="button" className={buttonStyles.primary} onClick={() => openModal('register')}>
                {t('funPlay.register')}
              </button>
            }
          />
        </div>
      ) : member && token && restricted ? (
        <RestrictedMemberCentreForMember member={member} token={token} />
      ) : member && token ? (
        <MemberCentreForMember member={member} token={token} />
      ) : (
        <div className="flex flex-col gap-4 lg:flex-row">
          <Skeleton className="h-12 lg:h-96 lg:w-60" />
          <Skeleton className="h-96 flex-1" />
        </div>
      )}
    </Page>
  );
}
