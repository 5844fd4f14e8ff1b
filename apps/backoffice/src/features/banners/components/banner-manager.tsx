import type { AdminBanner } from '@gaming/contracts/banners';
import { type BannerGroup, bannerGroups } from '@gaming/contracts/catalogue';
import { ChevronDownIcon, PlusIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { FormError } from '../../../components/form-error';
import { QueryStates } from '../../../components/query-states';
import { moveItem } from '../../../lib/images';
import { useBrandTime } from '../../../lib/use-brand-time';
import { useDeleteBanner, useGroupBanners, useReorderBanners } from '../api/banners';
import { type BannerState, bannerState } from '../lib/banner-form';
import { BannerDialog } from './banner-dialog';

const stateTone: Record<BannerState, BadgeTone> = {
  live: 'success',
  scheduled: 'info',
  ended: 'neutral',
  disabled: 'danger',
};

function GroupTabs({ group, onChange }: { group: BannerGroup; onChange: (group: BannerGroup) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 font-semibold">{t('banners.fields.group')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {bannerGroups.map((option) => (
          <label
            key={option}
            className={`flex min-h-10 cursor-pointer items-center justify-center rounded-md border px-3 py-1 text-center font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
              group === option
                ? 'border-accent bg-surface-3 text-text'
                : 'border-border bg-surface-2 text-muted'
            }`}
          >
            <input
              type="radio"
              name="banner-group"
              className="sr-only"
              data-testid={`banner-group-${option}`}
              checked={group === option}
              onChange={() => onChange(option)}
            />
            {t(`banners.groups.${option}`)}
          </label>
        ))}
      </div>
      <p className="text-xs text-muted" data-testid="banner-group-hint">
        {t(`banners.groupHints.${group}`)}
      </p>
    </fieldset>
  );
}

function BannerCard({
  banner,
  index,
  count,
  busy,
  onMove,
  onEdit,
}: {
  banner: AdminBanner;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteBanner();
  const state = bannerState(banner, Date.now());
  const title =
    (i18n.language.startsWith('ne') && banner.titles.NE) || banner.titles.EN || t('banners.untitled');
  return (
    <li
      data-testid="banner-row"
      data-banner-id={banner.id}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 sm:flex-row sm:items-center"
    >
      <span className="hidden w-6 shrink-0 text-center font-semibold tabular-nums sm:block">{index + 1}</span>
      <img
        src={banner.imageUrl}
        alt=""
        className="aspect-[3/1] w-full shrink-0 rounded-md border border-border bg-surface-2 object-cover sm:w-48"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words" data-testid="banner-row-title">
            {title}
          </span>
          <Badge tone={stateTone[state]} value={state} testId="banner-state">
            {t(`banners.states.${state}`)}
          </Badge>
        </span>
        <span className="text-xs break-all text-muted" data-testid="banner-row-link">
          {banner.linkageType
            ? `${t(`banners.linkTypes.${banner.linkageType}`)}: ${banner.linkageTarget ?? ''}`
            : t('banners.linkTypes.none')}
        </span>
        <span className="flex flex-wrap gap-x-2 text-xs">
          <DateTime value={banner.startsAt} emptyText={t('banners.noStart')} />
          <span aria-hidden="true">→</span>
          <DateTime value={banner.endsAt} emptyText={t('banners.noEnd')} />
        </span>
        {remove.isError ? <FormError error={remove.error} testId="banner-delete-error" /> : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1">
        <button
          type="button"
          className={`${buttonStyles.icon} rotate-180`}
          aria-label={t('banners.moveUp', { number: index + 1 })}
          data-testid="banner-move-up"
          disabled={busy || index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ChevronDownIcon />
        </button>
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={t('banners.moveDown', { number: index + 1 })}
          data-testid="banner-move-down"
          disabled={busy || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ChevronDownIcon />
        </button>
        <button
          type="button"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          data-testid="banner-edit"
          onClick={onEdit}
        >
          {t('banners.edit')}
        </button>
        <button
          type="button"
          className={`${buttonStyles.danger} ${buttonStyles.small}`}
          data-testid="banner-delete"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t('banners.confirmDelete', { title }))) remove.mutate(banner.id);
          }}
        >
          {t('banners.delete')}
        </button>
      </div>
    </li>
  );
}

/**
 * The banner groups of the player site (home carousel, side menu, login, register, forgot password): each
 * group's banners in order, with their image, link, schedule and state; create, edit, reorder, delete.
 */
export function BannerManager() {
  const { t } = useTranslation();
  const brandTime = useBrandTime();
  const [group, setGroup] = useState<BannerGroup>('w_home');
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const banners = useGroupBanners(group);
  const reorder = useReorderBanners();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <GroupTabs group={group} onChange={setGroup} />
        <button
          type="button"
          className={`${buttonStyles.primary} self-start sm:self-end`}
          data-testid="banner-create"
          onClick={() => setEditing('new')}
        >
          <PlusIcon className="size-4" />
          {t('banners.create')}
        </button>
      </div>
      {reorder.isError ? <FormError error={reorder.error} testId="banner-reorder-error" /> : null}
      <QueryStates
        query={banners}
        staleError="error"
        isEmpty={(data) => data.banners.length === 0}
        empty={{ title: t('banners.empty', { group: t(`banners.groups.${group}`) }) }}
      >
        {(data) => (
          <ol className="flex flex-col gap-2" data-testid="banner-list" aria-busy={reorder.isPending}>
            {data.banners.map((banner, index) => (
              <BannerCard
                key={banner.id}
                banner={banner}
                index={index}
                count={data.banners.length}
                busy={reorder.isPending || banners.isFetching}
                onEdit={() => setEditing(banner)}
                onMove={(to) =>
                  reorder.mutate({
                    groupName: group,
                    bannerIds: moveItem(data.banners, index, to).map((item) => item.id),
                  })
                }
              />
            ))}
          </ol>
        )}
      </QueryStates>
      {editing && brandTime.offsetMinutes !== undefined ? (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          group={group}
          offsetMinutes={brandTime.offsetMinutes}
          zone={brandTime.label}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
