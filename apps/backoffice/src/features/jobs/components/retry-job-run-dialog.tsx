import type { AdminJobRun } from '@gaming/contracts/job-runs';
import { useTranslation } from 'react-i18next';
import { ConfirmActions } from '../../../components/confirm-actions';
import { DateTime } from '../../../components/date-time';
import { Fact, FactList } from '../../../components/fact-list';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { useRetryJobRun } from '../api/retry-job-run';

/**
 * Confirms staff's retry of a failed run with its reason in view, then says the job was started. The
 * job runs again as a whole (jobs are safe to rerun); its new run appears in the list when it is done.
 */
export function RetryJobRunDialog({ run, onClose }: { run: AdminJobRun; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useRetryJobRun();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      testId="job-run-retry-dialog"
      title={t('jobs.retry.title')}
      description={t('jobs.retry.description', { job: run.jobName })}
    >
      <div className="flex flex-col gap-4">
        <FactList>
          <Fact label={t('jobs.fields.job')}>
            <span className="font-mono">{run.jobName}</span>
          </Fact>
          <Fact label={t('jobs.fields.finishedAt')}>
            <DateTime value={run.finishedAt} />
          </Fact>
          <Fact label={t('jobs.fields.attempt')}>
            {t('jobs.list.attempt', { attempt: run.attempt, limit: run.attemptLimit })}
          </Fact>
          <Fact label={t('jobs.fields.reason')}>
            <span className="font-mono text-xs">{run.reason}</span>
          </Fact>
        </FactList>
        {mutation.isSuccess ? (
          <p
            role="status"
            data-testid="job-run-retry-result"
            className="rounded-md border border-success/50 bg-surface-2 p-3 font-semibold"
          >
            {t('jobs.retry.started')}
          </p>
        ) : null}
        {mutation.isError ? <FormError error={mutation.error} testId="job-run-retry-error" /> : null}
        <ConfirmActions
          done={mutation.isSuccess}
          pending={mutation.isPending}
          onClose={onClose}
          onConfirm={() => mutation.mutate(run.id)}
          confirmLabel={t('jobs.retry.confirm')}
          workingLabel={t('jobs.retry.working')}
          testIdPrefix="job-run-retry"
        />
      </div>
    </Modal>
  );
}
