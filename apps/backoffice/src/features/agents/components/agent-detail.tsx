import { ChevronRightIcon } from '@gaming/ui/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useAgentDetail } from '../api/agents';
import type { AdminAgentDetail } from '../lib/agent-types';
import { AgentFlagsForm } from './agent-flags-form';
import { AgentTypeBadge } from './agent-type-badge';
import { AgentTypeDialog, type TypeAction } from './agent-type-dialog';

export interface AgentDetailPermissions {
  writeAgents: boolean;
  readContracts: boolean;
  readAudit: boolean;
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd data-testid={testId} className="break-words">
        {children}
      </dd>
    </div>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = `${testId}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The chain above the member, from the top of the chain down to its direct upline. */
function UplineChain({ detail }: { detail: AdminAgentDetail }) {
  const { t } = useTranslation();
  if (detail.uplines.length === 0) return <span className="text-muted">{t('agents.detail.topOfChain')}</span>;
  return (
    <ol data-testid="agent-uplines" className="flex flex-wrap items-center gap-1">
      {detail.uplines.map((upline, index) => (
        <li key={upline.memberId} className="flex items-center gap-1">
          {index > 0 ? <ChevronRightIcon className="size-3 text-muted" aria-hidden="true" /> : null}
          <Link
            to={`/agents/${upline.memberId}`}
            className="font-semibold text-accent-text underline-offset-2 hover:underline"
          >
            {upline.account}
          </Link>
        </li>
      ))}
    </ol>
  );
}

function TypeActions({ detail, onAction }: { detail: AdminAgentDetail; onAction: (a: TypeAction) => void }) {
  const { t } = useTranslation();
  // A trial account never becomes an agent (the server refuses it too).
  const actions: TypeAction[] = detail.isAgent ? ['change', 'demote'] : detail.type === 4 ? [] : ['promote'];
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          data-testid={`agent-action-${action}`}
          className={action === 'demote' ? buttonStyles.danger : buttonStyles.primary}
          onClick={() => onAction(action)}
        >
          {t(`agents.typeChange.${action}.button`)}
        </button>
      ))}
    </div>
  );
}

function Links({ detail, permissions }: { detail: AdminAgentDetail; permissions: AgentDetailPermissions }) {
  const { t } = useTranslation();
  const link = `${buttonStyles.secondary} ${buttonStyles.small}`;
  return (
    <nav aria-label={t('agents.detail.linksLabel')} className="flex flex-wrap gap-2">
      <Link to={`/agent-tree?member=${detail.memberId}`} data-testid="agent-open-tree" className={link}>
        {t('agents.detail.openTree')}
      </Link>
      {permissions.readContracts ? (
        <Link
          to={`/agent-contracts?member=${detail.memberId}`}
          data-testid="agent-open-contracts"
          className={link}
        >
          {t('agents.detail.openContracts')}
        </Link>
      ) : null}
      {permissions.readAudit ? (
        <Link to={`/audit?targetId=${detail.memberId}`} data-testid="agent-open-audit" className={link}>
          {t('agents.detail.openAudit')}
        </Link>
      ) : null}
      <Link to={`/members/${detail.memberId}`} className={link}>
        {t('agents.detail.openMember')}
      </Link>
    </nav>
  );
}

function Application({ detail }: { detail: AdminAgentDetail }) {
  const { t } = useTranslation();
  const application = detail.application;
  if (!application) return <p className="text-muted">{t('agents.detail.noApplication')}</p>;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Field label={t('agents.applications.fields.status')}>
        <Badge value={application.status}>{t(`agents.applications.statuses.${application.status}`)}</Badge>
      </Field>
      <Field label={t('agents.applications.fields.createdAt')}>
        <DateTime value={application.createdAt} />
      </Field>
      <Field label={t('agents.applications.fields.remark')}>{application.remark}</Field>
      <Field label={t('agents.applications.fields.contact')}>{application.contact}</Field>
      {application.decisionReason ? (
        <Field label={t('agents.applications.fields.decisionReason')}>{application.decisionReason}</Field>
      ) : null}
    </dl>
  );
}

/** One member as the agent programme sees it: type and chain, team, contract flags and the type actions. */
export function AgentDetail({
  memberId,
  permissions,
  contractsAction,
}: {
  memberId: string;
  permissions: AgentDetailPermissions;
  /** The house's contract offer for a top of a chain, composed by the page. */
  contractsAction?: (detail: AdminAgentDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useAgentDetail(memberId);
  const [action, setAction] = useState<TypeAction | null>(null);
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  const detail = query.data;
  return (
    <div data-testid="agent-detail" data-member-id={detail.memberId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold break-all">{detail.account}</h2>
        <AgentTypeBadge type={detail.type} testId="agent-detail-type" />
        {detail.status !== 'active' ? (
          <Badge tone="warning">{t(`memberStatus.${detail.status}`)}</Badge>
        ) : null}
      </div>
      <Links detail={detail} permissions={permissions} />
      <dl className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('agents.fields.nickname')}>{detail.nickname || t('states.none')}</Field>
        <Field label={t('agents.fields.uplineChain')}>
          <UplineChain detail={detail} />
        </Field>
        <Field label={t('agents.fields.depth')}>{detail.depth}</Field>
        <Field label={t('agents.fields.teamSize')} testId="agent-detail-team-size">
          {detail.teamSize}
        </Field>
        <Field label={t('agents.fields.directCount')}>{detail.directCount}</Field>
        <Field label={t('agents.fields.registeredAt')}>
          <DateTime value={detail.registeredAt} />
        </Field>
      </dl>
      <Section title={t('agents.detail.typeTitle')} testId="agent-type-section">
        <p className="text-sm text-muted">{t(`agents.typeHelp.${detail.type}`, { defaultValue: '' })}</p>
        {permissions.writeAgents ? <TypeActions detail={detail} onAction={setAction} /> : null}
      </Section>
      <Section title={t('agents.flags.title')} testId="agent-flags-section">
        <AgentFlagsForm
          // Started again when the member becomes (or stops being) an agent; a save keeps its own state.
          key={String(detail.isAgent)}
          detail={detail}
          canWrite={permissions.writeAgents}
        />
      </Section>
      {contractsAction ? contractsAction(detail) : null}
      <Section title={t('agents.detail.applicationTitle')} testId="agent-application-section">
        <Application detail={detail} />
      </Section>
      {action ? <AgentTypeDialog detail={detail} action={action} onClose={() => setAction(null)} /> : null}
    </div>
  );
}
