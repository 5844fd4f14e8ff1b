import { useCallback } from 'react';
import { useNoticeStore } from '../stores/notice-store';

/** Spec §8: the SMS server failed to send a code: said in a warning dialog (not the form's alert). */
export function useSmsFailureWarning(): () => void {
  const show = useNoticeStore((state) => state.show);
  return useCallback(
    () => show({ messageKey: 'errors.sms_server_failure', titleKey: 'notice.warningTitle' }),
    [show],
  );
}
