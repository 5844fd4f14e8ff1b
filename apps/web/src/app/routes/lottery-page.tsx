import { TicketIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../components/page';

/** /lottery, /seaLottery, /vnLottery (login required; the router redirects guests to /login). */
export default function LotteryPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const gameCode = searchParams.get('gameCode');
  return (
    <Page id="lottery" title={t('pages.lottery.title')} className="flex flex-1 flex-col gap-4">
      <h1 className="text-xl font-bold">{t('pages.lottery.title')}</h1>
      <EmptyState
        icon={<TicketIcon className="size-6" />}
        title={gameCode ? t('pages.lottery.gameComing', { gameCode }) : t('pages.lottery.comingTitle')}
        body={t('pages.lottery.comingBody')}
      />
    </Page>
  );
}
