import { GamepadIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { useFreePlay } from '../api/free-play';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useAuthModalStore } from '../stores/auth-modal-store';

/** Header buttons of the logged-out state; "Free play" when FREEPLAY3 is on. */
export function AuthButtons({ freePlayEnabled }: { freePlayEnabled: boolean }) {
  const { t } = useTranslation();
  const openModal = useAuthModalStore((state) => state.openModal);
  const freePlay = useFreePlay();
  const complete = useCompleteLogin('player');
  const startFreePlay = async () => {
    try {
      await complete(await freePlay.mutateAsync());
    } catch {
      // The error is shown below the buttons.
    }
  };
  return (
    <div className="relative flex items-center gap-1.5 sm:gap-2">
      {freePlayEnabled ? (
        <button
          type="button"
          data-testid="free-play-button"
          onClick={() => void startFreePlay()}
          disabled={freePlay.isPending}
          aria-label={t('auth.freePlay')}
          title={t('auth.freePlay')}
          className={`${buttonStyles.ghost} h-9 px-2 sm:px-3`}
        >
          {freePlay.isPending ? <Spinner className="size-4" /> : <GamepadIcon className="size-5" />}
          <span className="hidden md:inline">{t('auth.freePlay')}</span>
        </button>
      ) : null}
      <button
        type="button"
        data-testid="login-button"
        onClick={() => openModal('login')}
        className={`${buttonStyles.secondary} h-9 px-3 sm:px-4`}
      >
        {t('auth.login')}
      </button>
      <button
        type="button"
        data-testid="register-button"
        onClick={() => openModal('register')}
        className={`${buttonStyles.primary} h-9 px-3 sm:px-4`}
      >
        {t('auth.register')}
      </button>
      {freePlay.isError ? (
        <div className="absolute end-0 top-full mt-2 w-72">
          <FormAlert error={freePlay.error} testId="free-play-error" />
        </div>
      ) : null}
    </div>
  );
}
