import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LotteryView } from '../../features/lottery/components/lottery-view';
import { gameOfPage, pagePathOf } from '../../features/lottery/lib/lottery-paths';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { Page } from '../components/page';

/**
 * /lottery (fast), /seaLottery (4D), /vnLottery (VN North and South), each with ?gameCode= (login
 * required; the router redirects guests to /login). A gameCode of another page shows the page's first game.
 */
export default function LotteryPage() {
  const { t } = useTranslation('lottery');
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const page = pagePathOf(pathname);
  const gameCode = gameOfPage(page, searchParams.get('gameCode'));
  const gmtOffsetMinutes = useSiteSettings().data?.brand.gmtOffsetMinutes ?? 0;
  return (
    <Page
      id="lottery"
      title={`${t(`games.${gameCode}`)} · ${t(`pages.${page}`)}`}
      className="flex flex-1 flex-col"
    >
      <LotteryView page={page} gameCode={gameCode} gmtOffsetMinutes={gmtOffsetMinutes} />
    </Page>
  );
}
