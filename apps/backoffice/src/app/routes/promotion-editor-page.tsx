import { defaultMaxWageringMultiple } from '@gaming/contracts/bonuses';
import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useBonusSettings } from '../../features/bonuses/api/bonuses';
import { usePromotion } from '../../features/promotions/api/promotions';
import { PromotionEditor } from '../../features/promotions/components/promotion-editor';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { useBrandMoney } from '../../lib/use-brand-money';
import { useBrandTime } from '../../lib/use-brand-time';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

function Editor({ promotionId }: { promotionId: string | null }) {
  const role = useCurrentStaff().data?.staff.role;
  const promotion = usePromotion(promotionId);
  const settings = useBonusSettings();
  const money = useBrandMoney();
  const brandTime = useBrandTime();
  if (promotion.isError)
    return <ErrorState error={promotion.error} onRetry={() => void promotion.refetch()} />;
  if (
    (promotionId && !promotion.data) ||
    !money ||
    brandTime.offsetMinutes === undefined ||
    settings.isPending
  )
    return <LoadingState rows={8} />;
  return (
    <PromotionEditor
      // One editor per promotion: a save takes in what the server stored, a publish or an archive only
      // changes the status shown, so open dialogs and messages stay.
      key={promotion.data?.id ?? 'new'}
      promotion={promotion.data ?? null}
      canWrite={can(role, 'writePromotions')}
      money={money}
      offsetMinutes={brandTime.offsetMinutes}
      zone={brandTime.label}
      maxMultiple={settings.data?.maxWageringMultiple ?? defaultMaxWageringMultiple}
      onCapRefused={() => void settings.refetch()}
    />
  );
}

export default function PromotionEditorPage() {
  const { t } = useTranslation();
  const { promotionId } = useParams();
  const id = promotionId && /^\d{1,19}$/.test(promotionId) ? promotionId : null;
  return (
    <Page
      id="promotion-editor"
      title={id ? t('rewards.promotions.editTitle') : t('rewards.promotions.newTitle')}
      description={t('rewards.promotions.editorDescription')}
    >
      <Link to="/promotions" className={`${buttonStyles.ghost} self-start`}>
        <ChevronLeftIcon className="size-4" />
        {t('rewards.promotions.back')}
      </Link>
      <RequirePermission permission="readPromotions">
        {promotionId && !id ? (
          <p className="text-muted">{t('rewards.promotions.badId')}</p>
        ) : (
          <Editor promotionId={id} />
        )}
      </RequirePermission>
    </Page>
  );
}
