import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { KycDocumentStatus, MemberKycStatus } from '../../db/schema-compliance.js';
import type { KycUploadFile } from './document-type.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A document without its bytes: lists never carry them. */
const documentColumns = [
  'kyc_documents.id',
  'kyc_documents.member_id',
  'kyc_documents.document_type',
  'kyc_documents.content_type',
  'kyc_documents.size_bytes',
  'kyc_documents.status',
  'kyc_documents.reviewed_by_name',
  'kyc_documents.reviewed_at',
  'kyc_documents.rejection_reason',
  'kyc_documents.created_at',
] as const;

export type KycDocumentRow = Awaited<ReturnType<KycRepository['documentsOf']>>[number];
export type AdminKycDocumentRow = KycDocumentRow & {
  member_account: string;
  member_status: MemberKycStatus | null;
};

export class KycRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  memberKyc(memberId: string, executor: Executor = this.db) {
    return executor.selectFrom('member_kyc').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  }

  documentsOf(memberId: string, limit: number) {
    return this.db
      .selectFrom('kyc_documents')
      .select(documentColumns)
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async countSubmitted(transaction: Transaction<Database>, memberId: string): Promise<number> {
    const row = await transaction
      .selectFrom('kyc_documents')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'submitted')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Serialises one member's uploads and decisions on their state row (created if missing). */
  async lockMemberKyc(transaction: Transaction<Database>, memberId: string, at: Date) {
    await transaction
      .insertInto('member_kyc')
      .values({ member_id: memberId, status: 'none', verified_at: null, updated_at: at })
      .onConflict((conflict) => conflict.column('member_id').doNothing())
      .execute();
    return transaction
      .selectFrom('member_kyc')
      .selectAll()
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  async insertDocuments(
    transaction: Transaction<Database>,
    memberId: string,
    documentType: KycDocumentRow['document_type'],
    files: readonly KycUploadFile[],
    at: Date,
  ) {
    return transaction
      .insertInto('kyc_documents')
      .values(
        files.map((file) => ({
          member_id: memberId,
          document_type: documentType,
          content_type: file.contentType,
          size_bytes: file.bytes.length,
          sha256: file.sha256,
          bytes: file.bytes,
          created_at: at,
        })),
      )
      .returning(documentColumns)
      .execute();
  }

  /**
   * Members a verification found under age (a verified birth date on a state that is not verified: only
   * the underage decision writes one without verifying) whose decision was in the window, oldest first.
   */
  async underageSince(since: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('member_kyc')
      .select('member_id')
      .where('verified_birth_date', 'is not', null)
      .where('status', '<>', 'verified')
      .where('updated_at', '>=', since)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
    return rows.map((row) => String(row.member_id));
  }

  setMemberStatus(
    transaction: Transaction<Database>,
    memberId: string,
    change: {
      status: MemberKycStatus;
      verified_at?: Date | null;
      verified_by_name?: string | null;
      verified_birth_date?: string | null;
      verified_full_name?: string | null;
    },
    at: Date,
  ) {
    return transaction
      .updateTable('member_kyc')
      .set({ ...change, updated_at: at })
      .where('member_id', '=', memberId)
      .execute();
  }

  /** The file itself; `memberId` set: only that member's own document. */
  file(id: string, memberId: string | undefined) {
    let query = this.db
      .selectFrom('kyc_documents')
      .select(['id', 'content_type', 'sha256', 'bytes', 'member_id'])
      .where('id', '=', id);
    if (memberId !== undefined) query = query.where('member_id', '=', memberId);
    return query.executeTakeFirst();
  }

  findDocument(id: string, executor: Executor = this.db) {
    return executor
      .selectFrom('kyc_documents')
      .select(documentColumns)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The decision as a conditional update: of two reviewers deciding at once, one wins. */
  decide(
    transaction: Transaction<Database>,
    id: string,
    change: {
      status: Exclude<KycDocumentStatus, 'submitted'>;
      reviewed_by: string;
      reviewed_by_name: string;
      reviewed_at: Date;
      rejection_reason: string | null;
    },
  ) {
    return transaction
      .updateTable('kyc_documents')
      .set(change)
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .returning(documentColumns)
      .executeTakeFirst();
  }

  /** The staff queue; the member's account name is read with it for display. */
  async queue(status: KycDocumentStatus, limit: number, offset: number) {
    const base = this.db.selectFrom('kyc_documents').where('kyc_documents.status', '=', status);
    const [rows, total] = await Promise.all([
      base
        .innerJoin('members', 'members.id', 'kyc_documents.member_id')
        .leftJoin('member_kyc', 'member_kyc.member_id', 'kyc_documents.member_id')
        .select([
          ...documentColumns,
          'members.username as member_account',
          'member_kyc.status as member_status',
        ])
        // Waiting documents oldest first (first come, first reviewed); decided ones newest first.
        .orderBy('kyc_documents.created_at', status === 'submitted' ? 'asc' : 'desc')
        .orderBy('kyc_documents.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as AdminKycDocumentRow[], total: Number(total.count) };
  }

  async documentsForStaff(memberId: string, limit: number) {
    const rows = await this.db
      .selectFrom('kyc_documents')
      .innerJoin('members', 'members.id', 'kyc_documents.member_id')
      .leftJoin('member_kyc', 'member_kyc.member_id', 'kyc_documents.member_id')
      .select([
        ...documentColumns,
        'members.username as member_account',
        'member_kyc.status as member_status',
      ])
      .where('kyc_documents.member_id', '=', memberId)
      .orderBy('kyc_documents.created_at', 'desc')
      .limit(limit)
      .execute();
    return rows as AdminKycDocumentRow[];
  }
}
