import type { AdminScheduledJob } from '@gaming/contracts/job-runs';
import { useTranslation } from 'react-i18next';
import { ConfirmActions } from '../../../components/confirm-actions';
import { Fact, FactList } from '../../../components/fact-list';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorCodeOf } from '../../../lib/api-client';
import { useRunScheduledJob } from '../api/run-scheduled-job';

/**
 * Confirms staff's "run now" of a scheduled job, then says the run was started. Refused while a run of
 * the job waits or runs (another staff member may have just started one): said in words, not as a code.
 */
export function RunScheduledJobDialog({ job, onClose }: { job: AdminScheduledJob; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useRunScheduledJob();
  const alreadyPending = mutation.isError && errorCodeOf(mutation.error) === 'invalid_state';
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      testId="scheduled-job-run-dialog"
      title={t('jobs.runNow.title')}
      description={t('jobs.runNow.description', { job: job.name })}
    >
      <div className="flex flex-col gap-4">
        <FactList>
          <Fact label={t('jobs.fields.job')}>
            <span className="font-mono">{job.name}</span>
          </Fact>
          <Fact label={t('jobs.fields.schedule')}>
            <span className="font-mono">{t('jobs.scheduled.cron', { cron: job.cron })}</span>
          </Fact>
        </FactList>
        {mutation.isSuccess ? (
          <p
            role="status"
            data-testid="scheduled-job-run-result"
            className="rounded-md border border-success/50 bg-surface-2 p-3 font-semibold"
          >
            {t('jobs.runNow.started')}
          </p>
        ) : null}
        {alreadyPending ? (
          <p
            role="alert"
            data-testid="scheduled-job-run-error"
            data-error-code="invalid_state"
            className="rounded-md border border-danger/40 bg-danger-surface p-3"
          >
            {t('jobs.runNow.pending')}
          </p>
        ) : null}
        {mutation.isError && !alreadyPending ? (
          <FormError error={mutation.error} testId="scheduled-job-run-error" />
        ) : null}
        <ConfirmActions
          done={mutation.isSuccess || alreadyPending}
          pending={mutation.isPending}
          onClose={onClose}
          onConfirm={() => mutation.mutate(job.name)}
          confirmLabel={t('jobs.runNow.confirm')}
          workingLabel={t('jobs.runNow.working')}
          testIdPrefix="scheduled-job-run"
        />
      </div>
    </Modal>
  );
}
