import type { RgInteractionRequest } from '@gaming/contracts/harm-markers';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import type { StaffActorWithId } from '../staff/staff-actor.js';
import type { InteractionsRepository } from './interactions-repository.js';

/** The staff interaction log (issue 20): append-only notes of calls, emails, messages and restrictions. */
export class InteractionsService {
  constructor(
    private readonly repository: InteractionsRepository,
    private readonly audit: AuditService,
    private readonly now: () => Date,
  ) {}

  async add(actor: StaffActorWithId, memberId: string, request: RgInteractionRequest) {
    if (!(await this.repository.memberExists(memberId))) throw new AppError('not_found');
    const at = this.now();
    return this.repository.transaction(async (transaction) => {
      const interaction = await this.addInTransaction(transaction, actor, memberId, request, {
        harmMarkerId: null,
        at,
      });
      await this.audit.record(
        actor.audit,
        {
          action: 'rg_interaction.add',
          targetType: 'member',
          targetId: memberId,
          after: { id: interaction.id, kind: request.kind },
        },
        transaction,
      );
      return interaction;
    });
  }

  addInTransaction(
    transaction: Transaction<Database>,
    actor: StaffActorWithId,
    memberId: string,
    request: RgInteractionRequest,
    link: { harmMarkerId: string | null; at: Date },
  ) {
    return this.repository.insert(transaction, {
      memberId,
      staffId: actor.staffId,
      staffName: actor.audit.name,
      kind: request.kind,
      body: request.body,
      harmMarkerId: link.harmMarkerId,
      at: link.at,
    });
  }

  memberExists(memberId: string): Promise<boolean> {
    return this.repository.memberExists(memberId);
  }

  ofMember(memberId: string, limit: number) {
    return this.repository.ofMember(memberId, Math.min(limit, 50));
  }
}
