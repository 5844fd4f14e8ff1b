import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { type Problems, serverFieldProblems } from '../../../lib/form-values';
import type { MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useBrandTime } from '../../../lib/use-brand-time';

/** The brand's money and wall clock a campaign form reads amounts and times in. */
export type CampaignFormBrand = { money: MoneyFormat; offsetMinutes: number; zone: string };

/** What a campaign form's fields get: the draft, a setter of some of its fields, and the problems to show. */
export type CampaignFields<Draft> = {
  draft: Draft;
  set: (next: Partial<Draft>) => void;
  shown: Problems;
  brand: CampaignFormBrand;
};

/**
 * The create dialog of a campaign (a red-envelope drop, a raffle), once the brand's money and time zone
 * are known: the fields as the draft's, every problem at its field (the server's refusals too), nothing
 * sent while one remains, Cancel and the create button resting while the request runs; closes once created.
 * `testPrefix` names `${testPrefix}-dialog`, `-error`, `-save`; `textPrefix` the `.create.title`,
 * `.create.description` and `.create.confirm` texts.
 */
export function CampaignFormDialog<Draft, Body>(props: {
  testPrefix: string;
  textPrefix: string;
  empty: Draft;
  request: (
    draft: Draft,
    decimals: number,
    offsetMinutes: number,
  ) => { body: Body; problems: null } | { body: null; problems: Problems };
  fieldOf: (path: string) => string | null;
  useCreate: () => UseMutationResult<unknown, Error, Body>;
  onClose: () => void;
  /** Under the fields, above the error. */
  note?: ReactNode;
  children: (fields: CampaignFields<Draft>) => ReactNode;
}) {
  const money = useBrandMoney();
  const brandTime = useBrandTime();
  if (!money || brandTime.offsetMinutes === undefined) return null;
  return (
    <CampaignForm
      {...props}
      brand={{ money, offsetMinutes: brandTime.offsetMinutes, zone: brandTime.label }}
    />
  );
}

function CampaignForm<Draft, Body>({
  testPrefix,
  textPrefix,
  empty,
  request,
  fieldOf,
  useCreate,
  onClose,
  note,
  children,
  brand,
}: Parameters<typeof CampaignFormDialog<Draft, Body>>[0] & { brand: CampaignFormBrand }) {
  const { t } = useTranslation();
  const create = useCreate();
  const [draft, setDraft] = useState<Draft>(empty);
  const [problems, setProblems] = useState<Problems>({});
  const set = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const shown: Problems = { ...serverFieldProblems(create.error, fieldOf), ...problems };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const result = request(draft, brand.money.decimals, brand.offsetMinutes);
    setProblems(result.problems ?? {});
    if (result.body) create.mutate(result.body, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open && !create.isPending) onClose();
      }}
      testId={`${testPrefix}-dialog`}
      title={t(`${textPrefix}.create.title`)}
      description={t(`${textPrefix}.create.description`)}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {children({ draft, set, shown, brand })}
        {note}
        {create.isError ? <FormError error={create.error} testId={`${testPrefix}-error`} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={onClose}
            disabled={create.isPending}
          >
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            className={buttonStyles.primary}
            disabled={create.isPending}
            data-testid={`${testPrefix}-save`}
          >
            {create.isPending ? t('states.working') : t(`${textPrefix}.create.confirm`)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
