import { CaptchaField } from '../../features/auth/components/captcha-field';
import { useCaptcha } from '../../features/auth/hooks/use-captcha';
import { useSession } from '../../features/auth/hooks/use-session';
import { FeedbackModal } from '../../features/feedback/components/feedback-modal';
import { useFeedbackModalStore } from '../../features/feedback/stores/feedback-modal-store';

/**
 * The feedback dialog composed here because it joins features: the feedback form with the login and
 * registration captcha. Anyone not signed in as a member or agent sends as a guest, with a contact.
 */
export default function FeedbackDialog() {
  const close = useFeedbackModalStore((state) => state.close);
  const { status } = useSession();
  const captcha = useCaptcha();
  return (
    <FeedbackModal
      open
      onClose={close}
      guest={status !== 'member'}
      captcha={{
        captchaId: captcha.captcha?.captchaId ?? null,
        refresh: captcha.refresh,
        field: ({ value, onChange, error }) => (
          <CaptchaField
            {...captcha}
            onRefresh={captcha.refresh}
            value={value}
            onChange={onChange}
            error={error}
            testId="feedback-captcha"
          />
        ),
      }}
    />
  );
}
