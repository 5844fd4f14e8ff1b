import { GamepadIcon } from '@gaming/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { preloadModal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useAuthModalStore } from '../../../lib/auth-modal-store';
import { freePlay } from '../api/free-play';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { preloadAuthModals } from './lazy-auth-modals';

// Every guest's page has these buttons: the alert of a failed free play loads only when one fails.
const FormAlert = lazy(() =>
  import('../../../components/form-alert').then((module) => ({ default: module.FormAlert })),
);

/**
 * Header buttons of the logged-out state; "Free play" when FREEPLAY3 is on, always with its words (an
 * icon alone says nothing to a new visitor). `fill`: the phone's strip, the buttons sharing its width.
 */
export function AuthButtons({ freePlayEnabled, fill = false }: { freePlayEnabled: boolean; fill?: boolean }) {
  const { t } = useTranslation();
  const openModal = useAuthModalStore((state) => state.openModal);
  // A one-off request with its own pending and error state rather than a mutation hook, so a guest's
  // page does not carry the mutation machinery for a button most never press.
  const [freePlayState, setFreePlayState] = useState<{ pending: boolean; error: unknown }>({
    pending: false,
    error: null,
  });
  const complete = useCompleteLogin('player');
  const startFreePlay = async () => {
    setFreePlayState({ pending: true, error: null });
    try {
      await complete(await freePlay());
      setFreePlayState({ pending: false, error: null });
    } catch (error) {
      // Shown below the buttons.
      setFreePlayState({ pending: false, error });
    }
  };
  // The login and register dialogs' code loads on the first sign of intent, not with the page.
  const preload = () => {
    preloadAuthModals();
    preloadModal();
  };
  const intent = { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
  // In the phone's strip the three share its width: a long label (Burmese, Tamil) wraps onto a second line
  // inside its button rather than pushing the last button out of the window.
  const size = fill
    ? 'h-auto! min-h-9 min-w-0 py-1 leading-tight whitespace-normal! text-center'
    : 'h-9 whitespace-nowrap';
  return (
    <div className={`relative flex items-center gap-1.5 sm:gap-2 ${fill ? 'w-full [&>button]:flex-1' : ''}`}>
      {freePlayEnabled ? (
        <button
          type="button"
          data-testid="free-play-button"
          onClick={() => void startFreePlay()}
          disabled={freePlayState.pending}
          aria-busy={freePlayState.pending || undefined}
          className={`${buttonStyles.ghost} gap-1.5 px-3 ${size} ${fill ? 'border border-border' : ''}`}
        >
          {freePlayState.pending ? <Spinner className="size-4" /> : <GamepadIcon className="size-5" />}
          <span>{t('auth.freePlay')}</span>
        </button>
      ) : null}
      <button
        type="button"
        data-testid="login-button"
        {...intent}
        onClick={() => openModal('login')}
        className={`${buttonStyles.secondary} px-3 sm:px-4 ${size}`}
      >
        {t('auth.login')}
      </button>
      <button
        type="button"
        data-testid="register-button"
        {...intent}
        onClick={() => openModal('register')}
        className={`${buttonStyles.primary} px-3 sm:px-4 ${size}`}
      >
        {t('auth.register')}
      </button>
      {freePlayState.error ? (
        <div className="absolute end-0 top-full mt-2 w-72">
          <Suspense fallback={null}>
            <FormAlert error={freePlayState.error} testId="free-play-error" />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
