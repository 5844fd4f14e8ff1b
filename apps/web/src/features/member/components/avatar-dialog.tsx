import type { MemberInfo } from '@gaming/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { avatarIconIds, MemberAvatar } from '../../../components/member-avatar';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useSetMemberIcon } from '../api/set-member-icon';

/** Choose one of the 12 avatars. */
export function AvatarDialog({
  open,
  onOpenChange,
  currentIconId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentIconId: number;
  onSaved: (member: MemberInfo) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [selected, setSelected] = useState(currentIconId);
  const save = useSetMemberIcon();
  const submit = async () => {
    try {
      onSaved(await save.mutateAsync(selected));
      onOpenChange(false);
    } catch {
      // shown by FormAlert
    }
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} testId="avatar-dialog" title={t('security.avatarTitle')}>
      <div className="grid grid-cols-4 gap-3 py-2">
        {avatarIconIds.map((iconId) => (
          <button
            key={iconId}
            type="button"
            aria-pressed={selected === iconId}
            aria-label={t('security.avatarOption', { number: iconId })}
            data-testid={`avatar-option-${iconId}`}
            onClick={() => setSelected(iconId)}
            className={`grid place-items-center rounded-lg border-2 p-2 ${
              selected === iconId ? 'border-accent bg-surface-2' : 'border-transparent hover:bg-surface-2'
            }`}
          >
            <MemberAvatar iconId={iconId} className="size-12" />
          </button>
        ))}
      </div>
      <FormAlert error={save.error} testId="avatar-error" />
      <button
        type="button"
        data-testid="avatar-save"
        disabled={save.isPending || selected === currentIconId}
        onClick={() => void submit()}
        className={`${buttonStyles.primary} mt-4 h-11`}
      >
        {save.isPending ? <Spinner /> : null}
        {t('security.save')}
      </button>
    </Modal>
  );
}
