import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { MemberCentrePage } from '../../member/lib/member-centre-pages';
import { useMemberCentreStore } from '../../member/stores/member-centre-store';

/** Opens a member-centre page (the responsible-gaming page by default) from anywhere on the site. */
export function useOpenMemberPage() {
  const navigate = useNavigate();
  const setPage = useMemberCentreStore((state) => state.setPage);
  return useCallback(
    (page: MemberCentrePage = 'responsibleGaming') => {
      setPage(page);
      void navigate('/member');
    },
    [navigate, setPage],
  );
}
