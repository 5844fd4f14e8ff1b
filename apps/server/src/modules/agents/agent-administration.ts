import type { AgentFlags } from '@gaming/contracts/agents';
import { isAgentType, type MemberType } from '@gaming/contracts/auth';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { MembersService } from '../members/members-service.js';
import {
  type AgentApplicationRow,
  type AgentsRepository,
  type ApplicationListRow,
  flagsOf,
  type TreeNodeRow,
} from './agents-repository.js';

/** 409 agent_has_contracts: the reply carries how many live contracts the agent gave (AgentHasContracts). */
export class AgentHasContractsError extends AppError {
  constructor(readonly liveContracts: number) {
    super(
      'agent_has_contracts',
      `This agent gave ${liveContracts} live contract${liveContracts === 1 ? '' : 's'}; terminate ${liveContracts === 1 ? 'it' : 'them'} first.`,
    );
  }

  /** The count beside the error (AgentHasContracts), for staff to see how many to terminate first. */
  override replyFields() {
    return { liveContracts: this.liveContracts };
  }
}

/**
 * How many live contracts (offered or active) a member gave its downline. modules/agent-contracts
 * answers it; the composition passes it in, so this module never imports that one (it imports this).
 */
export type LiveContractsGiven = (memberId: string) => Promise<number>;

type StaffRef = { id: string; username: string };
type PageQuery = { page: number; pageSize: number };

const noFlags: AgentFlags = {
  dividendEnabled: false,
  dailySalaryEnabled: false,
  hourlySalaryEnabled: false,
  realtimeSalaryEnabled: false,
};

function applicationOf(row: AgentApplicationRow) {
  return {
    id: row.id,
    status: row.status,
    remark: row.remark,
    contact: row.contact,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
    grantedType: (row.granted_type as MemberType | null) ?? null,
  };
}

function adminApplicationOf(row: ApplicationListRow) {
  return {
    ...applicationOf(row),
    memberId: row.member_id,
    account: row.username,
    memberType: row.member_type as MemberType,
    uplineAccount: row.upline_username,
    uplineIsAgent: row.upline_type !== null && isAgentType(row.upline_type),
    decidedByName: row.decided_by_name,
  };
}

function treeNodeOf(row: TreeNodeRow) {
  return {
    memberId: row.id,
    account: row.username,
    type: row.type as MemberType,
    status: row.status,
    teamSize: Number(row.team_size),
    directCount: Number(row.direct_count),
  };
}

/**
 * Becoming an agent and staff's view of agents (issue 15): a member's affiliate application, staff's
 * decision on it, staff making and unmaking agents and switching their contract flags, and the tree.
 * Every change is audited. Demoting keeps the team: the member's downline stays below it.
 */
export class AgentAdministration {
  constructor(
    private readonly repository: AgentsRepository,
    private readonly members: MembersService,
    private readonly audit: AuditService,
    private readonly liveContractsGiven: LiveContractsGiven,
  ) {}

  // ---------------------------------------------------------------- the member's application

  async applicationStatus(member: MemberRow) {
    const latest = await this.repository.latestApplication(member.id);
    const isAgent = isAgentType(member.type);
    return {
      application: latest ? applicationOf(latest) : null,
      isAgent,
      canApply: !isAgent && latest?.status !== 'pending',
    };
  }

  async apply(member: MemberRow, input: { remark: string; contact: string }, actor: AuditActor) {
    if (isAgentType(member.type)) throw new AppError('invalid_state', 'You are an agent already.');
    const created = await this.repository.insertApplication(member.id, input.remark, input.contact);
    if (!created) throw new AppError('invalid_state', 'Your application is waiting for a decision.');
    await this.audit.record(actor, {
      action: 'agent.application_submitted',
      targetType: 'agent_application',
      targetId: created.id,
      after: { remark: created.remark, contact: created.contact },
    });
    return this.applicationStatus(member);
  }

  // ---------------------------------------------------------------- staff: applications

  async listApplications(
    query: PageQuery & {
      status?: 'pending' | 'approved' | 'rejected' | undefined;
      query?: string | undefined;
    },
  ) {
    const { rows, total } = await this.repository.listApplications({
      status: query.status,
      query: query.query || undefined,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      applications: rows.map(adminApplicationOf),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /** Approving makes the applicant an affiliate: 42 when its upline is an agent, else 41. */
  async approve(id: string, reason: string | undefined, actor: AuditActor, staff: StaffRef) {
    await this.repository.transaction(async (trx) => {
      const application = await this.repository.lockApplication(id, trx);
      if (!application) throw new AppError('not_found');
      if (application.status !== 'pending') throw new AppError('invalid_state');
      const member = await this.members.findById(application.member_id);
      if (!member) throw new AppError('not_found');
      if (isAgentType(member.type) || member.type === 4) throw new AppError('invalid_state');
      const upline = member.upline_member_id
        ? await this.members.findById(member.upline_member_id)
        : undefined;
      const grantedType = upline && isAgentType(upline.type) ? 42 : 41;
      await this.repository.decideApplication(
        id,
        {
          status: 'approved',
          grantedType,
          reason: reason || null,
          staffId: staff.id,
          staffName: staff.username,
        },
        trx,
      );
      await this.members.setType(member.id, grantedType, trx);
      await this.repository.ensureProfile(member.id, trx);
      await this.audit.record(
        actor,
        {
          action: 'agent.application_approved',
          targetType: 'member',
          targetId: member.id,
          before: { type: member.type },
          after: { type: grantedType, applicationId: id, reason: reason || null },
        },
        trx,
      );
    });
    return this.applicationById(id);
  }

  async reject(id: string, reason: string, actor: AuditActor, staff: StaffRef) {
    await this.repository.transaction(async (trx) => {
      const application = await this.repository.lockApplication(id, trx);
      if (!application) throw new AppError('not_found');
      if (application.status !== 'pending') throw new AppError('invalid_state');
      await this.repository.decideApplication(
        id,
        { status: 'rejected', grantedType: null, reason, staffId: staff.id, staffName: staff.username },
        trx,
      );
      await this.audit.record(
        actor,
        {
          action: 'agent.application_rejected',
          targetType: 'member',
          targetId: application.member_id,
          after: { applicationId: id, reason },
        },
        trx,
      );
    });
    return this.applicationById(id);
  }

  private async applicationById(id: string) {
    const row = await this.repository.findApplicationListRow(id);
    if (!row) throw new AppError('not_found');
    return adminApplicationOf(row);
  }

  // ---------------------------------------------------------------- staff: agents and the tree

  async list(
    query: PageQuery & {
      query?: string | undefined;
      type?: number | undefined;
      topOnly?: boolean | undefined;
    },
  ) {
    const { rows, total } = await this.repository.searchAgents({
      query: query.query || undefined,
      type: query.type,
      topOnly: query.topOnly ?? false,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const ids = rows.map((row) => row.id);
    const [profiles, uplines, depths] = await Promise.all([
      this.repository.profilesOf(ids),
      this.members.accountsOf(rows.flatMap((row) => (row.upline_member_id ? [row.upline_member_id] : []))),
      Promise.all(ids.map((id) => this.repository.depthOf(id))),
    ]);
    return {
      agents: rows.map((row, index) => ({
        ...treeNodeOf(row),
        uplineAccount: row.upline_member_id ? (uplines.get(row.upline_member_id) ?? null) : null,
        depth: depths[index] ?? 0,
        flags: flagsOf(profiles.get(row.id)),
        registeredAt: row.created_at.toISOString(),
      })),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  async detail(memberId: string) {
    const node = await this.repository.findNode(memberId);
    if (!node) throw new AppError('not_found');
    const [profile, uplines, application] = await Promise.all([
      this.repository.findProfile(memberId),
      this.repository.uplinesOf(memberId),
      this.repository.latestApplication(memberId),
    ]);
    const isAgent = isAgentType(node.type);
    return {
      memberId: node.id,
      account: node.username,
      nickname: node.nickname,
      type: node.type as MemberType,
      isAgent,
      status: node.status,
      depth: uplines.length,
      teamSize: Number(node.team_size),
      directCount: Number(node.direct_count),
      flags: isAgent ? flagsOf(profile) : noFlags,
      uplines: uplines.map((row) => ({
        memberId: row.id,
        account: row.username,
        type: row.type as MemberType,
      })),
      registeredAt: node.created_at.toISOString(),
      application: application ? applicationOf(application) : null,
    };
  }

  async children(memberId: string, query: PageQuery & { agentsOnly?: boolean | undefined }) {
    const parent = await this.repository.findNode(memberId);
    if (!parent) throw new AppError('not_found');
    const { rows, total } = await this.repository.children(memberId, {
      agentsOnly: query.agentsOnly ?? false,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      parent: treeNodeOf(parent),
      children: rows.map(treeNodeOf),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  async path(memberId: string) {
    const node = await this.repository.findNode(memberId);
    if (!node) throw new AppError('not_found');
    const uplines = await this.repository.uplinesOf(memberId);
    return { path: [...uplines, node].map(treeNodeOf) };
  }

  async setFlags(memberId: string, input: AgentFlags & { reason: string }, actor: AuditActor) {
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError('not_found');
    if (!isAgentType(member.type)) throw new AppError('invalid_state', 'Only an agent has contract flags.');
    const { reason, ...flags } = input;
    await this.repository.transaction(async (trx) => {
      const before = flagsOf(await this.repository.findProfile(memberId, trx));
      await this.repository.setFlags(memberId, flags, trx);
      await this.audit.record(
        actor,
        {
          action: 'agent.flags_changed',
          targetType: 'member',
          targetId: memberId,
          before,
          after: { ...flags, reason },
        },
        trx,
      );
    });
    return this.detail(memberId);
  }

  /**
   * Staff make a member an agent, change an agent's type, or demote it to 0. A sub-type (2, 42) needs an
   * agent as upline; a trial account never becomes one. Demoting clears the flags and keeps the team.
   * An agent that gave live contracts (offered or active) is not demoted: it would go on paying its
   * downline from a wallet it can no longer watch in the agent centre, so staff terminate those first
   * (agent_has_contracts says how many). The contracts it holds itself stay: a member may hold one.
   */
  async changeType(
    memberId: string,
    input: { type: 0 | 1 | 2 | 41 | 42; reason: string },
    actor: AuditActor,
  ) {
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError('not_found');
    if (member.type === 4) throw new AppError('invalid_state', 'A trial account cannot become an agent.');
    if (member.type === input.type) throw new AppError('invalid_state', 'The member has this type already.');
    if (input.type === 0 && !isAgentType(member.type)) throw new AppError('invalid_state');
    if (input.type === 0) {
      const given = await this.liveContractsGiven(memberId);
      if (given > 0) throw new AgentHasContractsError(given);
    }
    if (input.type === 2 || input.type === 42) {
      const upline = member.upline_member_id
        ? await this.members.findById(member.upline_member_id)
        : undefined;
      if (!upline || !isAgentType(upline.type))
        throw new AppError('invalid_state', 'A sub-agent needs an agent as its upline.');
    }
    await this.repository.transaction(async (trx) => {
      await this.members.setType(memberId, input.type, trx);
      if (input.type === 0) await this.repository.setFlags(memberId, noFlags, trx);
      else await this.repository.ensureProfile(memberId, trx);
      await this.audit.record(
        actor,
        {
          action: input.type === 0 ? 'agent.demoted' : 'agent.type_changed',
          targetType: 'member',
          targetId: memberId,
          before: { type: member.type },
          after: { type: input.type, reason: input.reason },
        },
        trx,
      );
    });
    return this.detail(memberId);
  }
}
