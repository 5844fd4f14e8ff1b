import { Link } from 'react-router';
import { can } from '../../../lib/permissions';
import { useCurrentStaff } from '../../session/api/get-current-staff';

/** A member's account name, linking to the member's page for staff who may open it (plain text otherwise). */
export function MemberName({ memberId, account }: { memberId: string; account: string }) {
  const role = useCurrentStaff().data?.staff.role;
  if (!can(role, 'searchMembers')) return <span className="font-semibold break-words">{account}</span>;
  return (
    <Link
      to={`/members/${memberId}`}
      className="font-semibold break-words text-accent-text underline-offset-2 hover:underline"
    >
      {account}
    </Link>
  );
}
