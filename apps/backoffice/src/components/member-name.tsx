import { Link } from 'react-router';

/**
 * A member's account name, linking to the member's page when the staff member may open it (`linked`:
 * the page decides from the role, searchMembers); plain text otherwise.
 */
export function MemberName({
  memberId,
  account,
  linked,
}: {
  memberId: string;
  account: string;
  linked: boolean;
}) {
  if (!linked) return <span className="font-semibold break-words">{account}</span>;
  return (
    <Link
      to={`/members/${memberId}`}
      className="font-semibold break-words text-accent-text underline-offset-2 hover:underline"
    >
      {account}
    </Link>
  );
}
