import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { useExclusionNoticeStore } from '../lib/exclusion-notice-store';
import { RestrictionText } from './restriction-text';

export function ExclusionNoticeDialog() {
  const { t } = useTranslation(['responsible', 'common']);
  const restriction = useExclusionNoticeStore((state) => state.restriction);
  const dismiss = useExclusionNoticeStore((state) => state.dismiss);
  if (!restriction) return null;
  return (
    <Modal
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : dismiss())}
      testId="rg-exclusion-notice"
      title={t(`restriction.started.${restriction.kind}`)}
      description={t('restriction.signedOut')}
    >
      <div className="mt-3">
        <RestrictionText restriction={restriction} testId="rg-exclusion-notice-text" />
      </div>
      <button
        type="button"
        data-testid="rg-exclusion-notice-ok"
        onClick={dismiss}
        className={`${buttonStyles.primary} mt-6`}
      >
        {t('common:actions.ok')}
      </button>
    </Modal>
  );
}
