import { affiliateContactMaxLength, affiliateRemarkMaxLength } from '@gaming/contracts/agents';
import { CheckIcon, ClockIcon, InfoIcon } from '@gaming/ui/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Skeleton } from '../../../components/skeleton';
import { SubmitButton } from '../../../components/submit-button';
import { useAffiliateApplication, useApplyAffiliate } from '../api/affiliate-application';
import type { Brand } from '../hooks/use-brand';
import type { AffiliateApplicationStatus } from '../lib/agent-types';

type Application = NonNullable<AffiliateApplicationStatus['application']>;

function ApplicationStatus({ application, brand }: { application: Application; brand: Brand | null }) {
  const { t } = useTranslation('agent');
  const icon =
    application.status === 'approved' ? (
      <CheckIcon className="size-5 text-success" />
    ) : application.status === 'pending' ? (
      <ClockIcon className="size-5 text-muted" />
    ) : (
      <InfoIcon className="size-5 text-danger" />
    );
  return (
    <div
      data-testid="affiliate-status"
      data-status={application.status}
      className="flex items-start gap-3 rounded-lg border border-border bg-surface-2 p-3 text-sm"
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0">
        <p className="font-semibold">{t(`agentCentre.affiliate.status.${application.status}`)}</p>
        <p className="text-xs text-muted tabular-nums">
          {t('agentCentre.affiliate.sentAt', {
            time: brand ? brand.time(application.createdAt) : application.createdAt,
          })}
        </p>
        {application.decisionReason ? (
          <p data-testid="affiliate-reason" className="mt-1 break-words">
            {t('agentCentre.affiliate.reason', { reason: application.decisionReason })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Affiliate application (spec §2): a member asks to become an affiliate with a remark (at most 140
 * characters, spec §9) and a way to reach them; staff approve or reject it with a reason. The newest
 * application's state shows above the form, which is offered only while the member may apply.
 */
export function AffiliateApplication({ brand, account }: { brand: Brand | null; account: string }) {
  const { t } = useTranslation('agent');
  const status = useAffiliateApplication();
  const apply = useApplyAffiliate();
  const [remark, setRemark] = useState('');
  const [contact, setContact] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const remarkProblem = remark.trim() === '' ? t('agentCentre.affiliate.remarkRequired') : null;
  const contactProblem = contact.trim() === '' ? t('agentCentre.affiliate.contactRequired') : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (remarkProblem || contactProblem || apply.isPending) return;
    setFailure(null);
    try {
      await apply.mutateAsync({ remark: remark.trim(), contact: contact.trim() });
      setRemark('');
      setContact('');
      setTried(false);
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <section
      data-testid="affiliate-application"
      className="flex w-full max-w-md flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-panel sm:p-6"
    >
      <div>
        <h2 className="text-lg font-bold">{t('agentCentre.affiliate.title')}</h2>
        <p data-testid="affiliate-not-agent" className="mt-1 text-sm">
          {t('agentCentre.affiliate.notAgent', { account })}
        </p>
        <p className="mt-1 text-sm text-muted">{t('agentCentre.affiliate.intro')}</p>
      </div>
      {status.isError && !status.data ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      ) : !status.data ? (
        <Skeleton className="h-48" />
      ) : (
        <>
          {status.data.application ? (
            <ApplicationStatus application={status.data.application} brand={brand} />
          ) : null}
          {status.data.canApply ? (
            <form
              noValidate
              onSubmit={(event) => void submit(event)}
              data-testid="affiliate-form"
              className="flex flex-col gap-4"
            >
              <TextField
                label={t('agentCentre.affiliate.remark')}
                value={remark}
                onChange={setRemark}
                error={tried ? remarkProblem : null}
                hint={t('agentCentre.affiliate.remarkCount', {
                  length: remark.length,
                  max: affiliateRemarkMaxLength,
                })}
                testId="affiliate-remark"
                maxLength={affiliateRemarkMaxLength}
                required
              />
              <TextField
                label={t('agentCentre.affiliate.contact')}
                value={contact}
                onChange={setContact}
                error={tried ? contactProblem : null}
                testId="affiliate-contact"
                maxLength={affiliateContactMaxLength}
                required
              />
              <FormAlert error={failure} testId="affiliate-error" />
              <SubmitButton pending={apply.isPending} testId="affiliate-submit">
                {t('agentCentre.affiliate.submit')}
              </SubmitButton>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
