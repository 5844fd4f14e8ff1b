import type { AdminGame, AdminGameUpdateRequest } from '@gaming/contracts/catalogue';
import { gameCategoryCodes } from '@gaming/contracts/category-routes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { TableCell, TableFrame } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import { type GameFilter, useAdminGames, useAdminVendors, useUpdateGame } from '../api/catalogue';
import { SaveCell } from './save-cell';

const flags = ['enabled', 'maintenance', 'isHot', 'isNew', 'supportsTrial'] as const;
type Flag = (typeof flags)[number];
type Draft = Record<Flag, boolean> & { sortOrder: string; imagePath: string };

function draftOf(game: AdminGame): Draft {
  return {
    enabled: game.enabled,
    maintenance: game.maintenance,
    isHot: game.isHot,
    isNew: game.isNew,
    supportsTrial: game.supportsTrial,
    sortOrder: String(game.sortOrder),
    imagePath: game.imagePath ?? '',
  };
}

/** Only what changed goes to the server (and into the audit trail). */
export function gameChange(game: AdminGame, draft: Draft): AdminGameUpdateRequest | null {
  const change: AdminGameUpdateRequest = {};
  for (const flag of flags) if (draft[flag] !== game[flag]) change[flag] = draft[flag];
  const sortOrder = Number(draft.sortOrder);
  if (draft.sortOrder.trim() !== '' && Number.isInteger(sortOrder) && sortOrder !== game.sortOrder)
    change.sortOrder = sortOrder;
  const imagePath = draft.imagePath.trim() === '' ? null : draft.imagePath.trim();
  if (imagePath !== game.imagePath) change.imagePath = imagePath;
  return Object.keys(change).length > 0 ? change : null;
}

function GameRow({ game }: { game: AdminGame }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(game));
  const update = useUpdateGame();
  const change = gameChange(game, draft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  return (
    <tr className={tableStyles.row} data-testid={`game-row-${game.code}`}>
      <TableCell label={t('catalogue.games.game')}>
        <span className="flex items-center gap-2">
          <img
            src={game.iconUrl}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-md bg-surface-2 object-cover"
          />
          <span className="flex min-w-0 flex-col text-start">
            <span className="truncate font-semibold">{game.name}</span>
            <span className="truncate font-mono text-xs text-muted">
              {game.vendorCode} · {game.code}
            </span>
          </span>
        </span>
      </TableCell>
      <TableCell label={t('catalogue.games.category')}>
        <span className="text-xs">
          {game.categoryCode}
          {game.classify ? ` · ${game.classify}` : ''}
        </span>
      </TableCell>
      <TableCell label={t('catalogue.games.flags')}>
        <span className="flex flex-wrap justify-end gap-x-3 gap-y-1 md:justify-start">
          {flags.map((flag) => (
            <label key={flag} className="flex items-center gap-1 text-xs whitespace-nowrap">
              <input
                type="checkbox"
                checked={draft[flag]}
                onChange={(event) => set(flag, event.target.checked)}
                data-testid={`game-flag-${flag}`}
              />
              {t(`catalogue.games.flag.${flag}`)}
            </label>
          ))}
        </span>
      </TableCell>
      <TableCell label={t('catalogue.games.sortOrder')}>
        <input
          aria-label={`${t('catalogue.games.sortOrder')} ${game.name}`}
          className={`${inputStyles} h-8 w-20`}
          inputMode="numeric"
          value={draft.sortOrder}
          onChange={(event) => set('sortOrder', event.target.value)}
        />
      </TableCell>
      <TableCell label={t('catalogue.games.image')}>
        <input
          aria-label={`${t('catalogue.games.image')} ${game.name}`}
          className={`${inputStyles} h-8 w-56`}
          value={draft.imagePath}
          placeholder={t('catalogue.games.imagePlaceholder')}
          onChange={(event) => set('imagePath', event.target.value)}
        />
      </TableCell>
      <SaveCell
        testId="game-save"
        hasChange={change !== null}
        saving={update}
        onSave={() => change && update.mutate({ id: game.id, change })}
      />
    </tr>
  );
}

function Filters({ value, onChange }: { value: GameFilter; onChange: (next: GameFilter) => void }) {
  const { t } = useTranslation();
  const vendors = useAdminVendors();
  const [search, setSearch] = useState(value.search);
  const baseId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, search: search.trim(), page: 1 });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${baseId}-vendor`}>
        {t('catalogue.games.vendor')}
        <select
          id={`${baseId}-vendor`}
          className={inputStyles}
          value={value.vendor}
          onChange={(event) => onChange({ ...value, vendor: event.target.value, page: 1 })}
        >
          <option value="">{t('catalogue.games.allVendors')}</option>
          {(vendors.data?.vendors ?? []).map((vendor) => (
            <option key={vendor.code} value={vendor.code}>
              {vendor.displayName}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${baseId}-category`}>
        {t('catalogue.games.category')}
        <select
          id={`${baseId}-category`}
          className={inputStyles}
          value={value.category}
          onChange={(event) => onChange({ ...value, category: event.target.value, page: 1 })}
        >
          <option value="">{t('catalogue.games.allCategories')}</option>
          {gameCategoryCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${baseId}-search`}>
        {t('catalogue.games.search')}
        <input
          id={`${baseId}-search`}
          type="search"
          maxLength={50}
          className={inputStyles}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <button type="submit" className={buttonStyles.secondary}>
        {t('catalogue.games.searchButton')}
      </button>
    </form>
  );
}

/** Games: enabled, maintenance, hot, new, free trial, order and image path; every change audited. */
export function GameManager() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<GameFilter>({
    vendor: '',
    category: '',
    search: '',
    page: 1,
    pageSize: 50,
  });
  const games = useAdminGames(filter);
  return (
    <div className="flex flex-col gap-4">
      <Filters value={filter} onChange={setFilter} />
      {/* A failed refetch shows the error above the games it could not refresh. */}
      <QueryStates
        query={games}
        staleError="both"
        isEmpty={(data) => data.games.length === 0}
        empty={{ title: t('catalogue.games.empty') }}
      >
        {(data) => (
          <div>
            <TableFrame
              testId="game-table"
              columns={[
                ...['game', 'category', 'flags', 'sortOrder', 'image'].map((key) => ({
                  header: t(`catalogue.games.${key}`),
                })),
                { header: t('catalogue.save'), hideHeader: true },
              ]}
            >
              {data.games.map((game) => (
                <GameRow key={`${game.id}:${game.updatedAt}`} game={game} />
              ))}
            </TableFrame>
            <Pager
              pageInfo={{ page: data.page, pageSize: data.pageSize, total: data.total }}
              onChange={(change) => setFilter((current) => ({ ...current, ...change }))}
              disabled={games.isFetching}
            />
          </div>
        )}
      </QueryStates>
    </div>
  );
}
