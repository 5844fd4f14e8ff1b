import { RefreshIcon } from '@gaming/ui/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { Skeleton } from '../../../components/skeleton';

/** The captcha answer with its image; a click on the image (or the button) draws a new one. */
export function CaptchaField({
  captcha,
  loading,
  failed,
  onRefresh,
  value,
  onChange,
  error,
  testId = 'captcha',
}: {
  captcha: { captchaId: string; imageBase64: string } | null;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation('account');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first image is drawn once, on mount.
  useEffect(() => {
    if (!captcha) onRefresh();
  }, []);
  const image = captcha?.imageBase64.startsWith('data:image/png;base64,') ? captcha.imageBase64 : null;
  return (
    <TextField
      label={t('fields.captcha')}
      value={value}
      onChange={onChange}
      error={error ?? (failed ? t('captcha.loadFailed') : null)}
      testId={testId}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={16}
      required
      trailing={
        <button
          type="button"
          data-testid={`${testId}-refresh`}
          onClick={onRefresh}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          className="relative flex h-11 w-36 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-surface-3"
        >
          {image ? (
            <img
              data-testid={`${testId}-image`}
              src={image}
              alt={t('captcha.imageAlt')}
              className={`h-full w-full object-cover ${loading ? 'opacity-50' : ''}`}
            />
          ) : (
            <Skeleton className="h-full w-full" />
          )}
          <RefreshIcon className="absolute end-1 bottom-1 size-4 rounded-sm bg-bg-elevated/80 text-text" />
        </button>
      }
    />
  );
}
