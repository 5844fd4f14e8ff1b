import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInhouseGames } from '../api/get-inhouse-games';
import { RoundHistory } from './round-history';
import { SeedPanel } from './seed-panel';
import { VerifyPanel } from './verify-panel';

/** The fairness page: how it works, the member's seeds, their rounds and the verification of one. */
export function FairnessView() {
  const { t } = useTranslation('inhouse');
  const [search, setSearch] = useSearchParams();
  const [page, setPage] = useState(1);
  const games = useInhouseGames();
  const roundId = search.get('round');
  const selected = roundId && /^[0-9a-f-]{36}$/i.test(roundId) ? roundId : null;
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold">{t('fair.title')}</h1>
        <p className="max-w-3xl text-sm text-muted">{t('fair.intro')}</p>
      </header>
      {selected ? <VerifyPanel key={selected} roundId={selected} /> : null}
      <div className="grid gap-4 xl:grid-cols-2">
        <SeedPanel />
        <RoundHistory
          page={page}
          onPage={setPage}
          selected={selected}
          decimals={games.data?.decimals ?? 2}
          onVerify={(id) => {
            setSearch({ round: id });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </div>
    </div>
  );
}
