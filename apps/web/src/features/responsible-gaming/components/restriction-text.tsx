import type { RgRestriction } from '@gaming/contracts/rg-exclusions';
import { useTranslation } from 'react-i18next';
import { useRgBrand } from '../hooks/use-rg-brand';

/**
 * What the restriction is and until when (or when it ended), in the brand's time (no end: permanent or until
 * cleared).
 */
export function RestrictionText({ restriction, testId }: { restriction: RgRestriction; testId: string }) {
  const { t } = useTranslation('responsible');
  const brand = useRgBrand();
  const kind = restriction.kind;
  // Ended (the member may ask to return, or has): said in the past, not as a running exclusion.
  const ended =
    (restriction.canRequestReturn || restriction.returnEffectiveAt !== null) &&
    (kind === 'break' || kind === 'self_exclusion' || kind === 'external');
  const text =
    restriction.until === null
      ? t(`restriction.noEnd.${kind}`)
      : t(`restriction.${ended ? 'ended' : 'until'}.${kind}`, { until: brand.time(restriction.until) });
  return (
    <p data-testid={testId} data-kind={kind} className="text-sm">
      {text}
    </p>
  );
}
