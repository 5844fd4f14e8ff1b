import type { AdminMessageSendBody, AdminMessageSendResponse } from '@gaming/contracts/platform-messages';
import { platformMessageLimits } from '@gaming/contracts/platform-messages';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { Fact, FactList } from '../../../components/fact-list';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { FieldGroup, RewardField, TextField, useProblemText } from '../../../components/problem-fields';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { type Problems, serverFieldProblems } from '../../../lib/form-values';
import { useBrandTime } from '../../../lib/use-brand-time';
import { useSendMessage, useVipLevelChoices } from '../api/messages';
import { type AudienceWording, audienceText, minuteText } from '../lib/audience-text';
import {
  audienceKinds,
  emptyMessageDraft,
  type MessageDraft,
  messageFieldOf,
  messageRequest,
  segmentKinds,
  sendTimings,
} from '../lib/message-form';
import { parseUsernameList } from '../lib/username-list';
import { ChoiceGroup } from './choice-group';

/** The VIP levels as names in the staff member's language (EN when a level has no NE name). */
function useLevelNames(): { levels: { rank: number; name: string }[]; loaded: boolean; error: unknown } {
  const { i18n } = useTranslation();
  const query = useVipLevelChoices();
  const nepali = i18n.language.startsWith('ne');
  const levels = (query.data?.levels ?? []).map((level) => ({
    rank: level.rankLevel,
    name: (nepali && level.names.NE) || level.names.EN,
  }));
  return { levels, loaded: query.isSuccess, error: query.isError ? query.error : null };
}

function UsernameListField({
  value,
  problem,
  onChange,
}: {
  value: string;
  problem: Problems[string] | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const list = parseUsernameList(value);
  return (
    <RewardField
      label={t('messages.fields.usernames')}
      hint={t('messages.usernamesHint', { max: platformMessageLimits.listUsernames })}
      problem={problem}
      testId="message-usernames"
      className="sm:col-span-2"
    >
      {(control) => (
        <>
          <textarea
            {...control}
            className={`${inputStyles} h-32 py-2 font-mono text-xs`}
            value={value}
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs" data-testid="message-usernames-summary">
            <span
              data-testid="message-usernames-count"
              data-value={list.usernames.length}
              className={list.overLimit ? 'font-semibold text-danger' : 'font-semibold'}
            >
              {t('messages.usernamesCount', {
                count: list.usernames.length,
                max: platformMessageLimits.listUsernames,
              })}
            </span>
            {list.duplicates.length > 0 ? (
              <span className="text-warning" data-testid="message-usernames-duplicates">
                {t('messages.usernamesDuplicates', {
                  count: list.duplicates.length,
                  names: list.duplicates.slice(0, 5).join(', '),
                })}
              </span>
            ) : null}
            {list.invalid.length > 0 ? (
              <span className="break-all text-danger" data-testid="message-usernames-invalid">
                {t('messages.usernamesInvalid', {
                  count: list.invalid.length,
                  names: list.invalid.slice(0, 3).join(', '),
                })}
              </span>
            ) : null}
          </p>
        </>
      )}
    </RewardField>
  );
}

function VipLevelPicker({
  value,
  problem,
  onChange,
}: {
  value: number[];
  problem: Problems[string] | undefined;
  onChange: (levels: number[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const problemText = useProblemText()(problem);
  const { levels, loaded, error } = useLevelNames();
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1.5 sm:col-span-2"
      data-testid="message-vip-levels"
      aria-describedby={`${id}-hint`}
    >
      <legend className="mb-1.5 font-semibold">{t('messages.fields.vipLevels')}</legend>
      <div className="flex flex-wrap gap-2">
        {levels.map((level) => (
          <label
            key={level.rank}
            className="flex h-10 items-center gap-2 rounded-md border border-border bg-surface-2 px-3"
          >
            <input
              type="checkbox"
              className="size-4"
              data-testid={`message-vip-level-${level.rank}`}
              checked={value.includes(level.rank)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, level.rank] : value.filter((rank) => rank !== level.rank),
                )
              }
            />
            <span className="font-semibold">{level.name}</span>
            <span className="text-xs text-muted">{t('messages.vipRank', { rank: level.rank })}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {loaded && levels.length === 0 ? t('messages.noVipLevels') : t('messages.vipLevelsHint')}
      </p>
      {problemText ? (
        <p className="text-xs text-danger" data-testid="message-vip-levels-problem">
          {problemText}
        </p>
      ) : null}
      {error ? <FormError error={error} testId="message-vip-levels-error" /> : null}
    </fieldset>
  );
}

function ConfirmSendDialog({
  body,
  wording,
  duplicates,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  body: AdminMessageSendBody;
  wording: AudienceWording;
  duplicates: number;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const audience = audienceText(t, body.audience, wording);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      testId="message-confirm-dialog"
      title={body.sendAt ? t('messages.confirm.scheduleTitle') : t('messages.confirm.sendTitle')}
      description={t('messages.confirm.description')}
    >
      <div className="flex flex-col gap-4">
        <p
          className="rounded-md border border-warning/50 bg-warning-surface p-3"
          data-testid="message-confirm-audience"
        >
          {body.sendAt
            ? t('messages.confirm.scheduleStatement', { audience, time: wording.time(body.sendAt) })
            : t('messages.confirm.sendStatement', { audience })}
        </p>
        <FactList>
          <Fact label={t('messages.fields.title')}>{body.title}</Fact>
          <Fact label={t('messages.fields.audience')}>{audience}</Fact>
          {duplicates > 0 ? (
            <Fact label={t('messages.fields.duplicates')}>
              {t('messages.confirm.duplicatesSkipped', { count: duplicates })}
            </Fact>
          ) : null}
          <Fact label={t('messages.fields.when')}>
            {body.sendAt ? wording.time(body.sendAt) : t('messages.timings.now')}
          </Fact>
        </FactList>
        {body.audience.kind === 'segment' && body.audience.segment.kind === 'everyone' ? (
          <p className="text-xs text-muted">{t('messages.confirm.everyoneNote')}</p>
        ) : null}
        {error ? <FormError error={error} testId="message-send-error" /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={pending}>
            {t('messages.confirm.back')}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={pending}
            data-testid="message-confirm-send"
            onClick={() => {
              if (!pending) onConfirm();
            }}
          >
            {pending
              ? t('states.working')
              : body.sendAt
                ? t('messages.confirm.schedule')
                : t('messages.confirm.send')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function SentNotice({ result, onAnother }: { result: AdminMessageSendResponse; onAnother: () => void }) {
  const { t } = useTranslation();
  const { message, unknownUsernames } = result;
  return (
    <div
      role="status"
      data-testid="message-sent"
      data-message-id={message.id}
      className="flex flex-col gap-3 rounded-lg border border-success/50 bg-surface p-4"
    >
      <p className="font-semibold">
        {message.status === 'scheduled' ? t('messages.sent.scheduled') : t('messages.sent.sending')}{' '}
        <Badge tone="info" value={message.status}>
          {t(`messages.statuses.${message.status}`)}
        </Badge>
      </p>
      {message.status !== 'scheduled' && message.recipientCount > 0 ? (
        <p>{t('messages.sent.recipients', { count: message.recipientCount })}</p>
      ) : null}
      {unknownUsernames.length > 0 ? (
        <p className="break-words text-warning" data-testid="message-unknown-usernames">
          {t('messages.sent.unknown', {
            count: unknownUsernames.length,
            names: unknownUsernames.slice(0, 20).join(', '),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link to="/messages" className={buttonStyles.primary} data-testid="message-sent-list">
          {t('messages.sent.toList')}
        </Link>
        <button type="button" className={buttonStyles.secondary} onClick={onAnother}>
          {t('messages.sent.another')}
        </button>
      </div>
    </div>
  );
}

/** The composer once the brand's time zone is known: its times are the brand's wall-clock time. */
export function MessageComposer() {
  const brandTime = useBrandTime();
  if (brandTime.offsetMinutes === undefined) return null;
  return <Composer offsetMinutes={brandTime.offsetMinutes} zone={brandTime.label} />;
}

/**
 * Compose a platform message: title and body, the audience (one member, a pasted list of usernames, or
 * a segment), now or at a time; a confirmation states the audience before anything is sent.
 */
function Composer({ offsetMinutes, zone }: { offsetMinutes: number; zone: string }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const { levels } = useLevelNames();
  const [draft, setDraft] = useState<MessageDraft>(emptyMessageDraft);
  const [problems, setProblems] = useState<Problems>({});
  const [review, setReview] = useState<AdminMessageSendBody | null>(null);
  const set = (next: Partial<MessageDraft>) => {
    setDraft((now) => ({ ...now, ...next }));
    setProblems({});
  };
  const shown: Problems = { ...serverFieldProblems(send.error, messageFieldOf), ...problems };
  const wording: AudienceWording = {
    levelName: (rank) => levels.find((level) => level.rank === rank)?.name ?? String(rank),
    time: (iso) => minuteText(formatBrandDateTime(iso, offsetMinutes) ?? iso),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = messageRequest(draft, offsetMinutes, Date.now());
    setProblems(result.problems);
    if (result.body) {
      send.reset();
      setReview(result.body);
    }
  };
  if (send.isSuccess && !review)
    return (
      <SentNotice
        result={send.data}
        onAnother={() => {
          send.reset();
          setDraft(emptyMessageDraft);
        }}
      />
    );
  const problemCount = Object.keys(shown).length;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="message-composer">
      <FieldGroup title={t('messages.groups.content')}>
        <TextField
          label={t('messages.fields.title')}
          testId="message-title"
          maxLength={platformMessageLimits.titleLength}
          value={draft.title}
          problem={shown.title}
          onChange={(title) => set({ title })}
        />
        <RewardField
          label={t('messages.fields.body')}
          hint={t('messages.bodyHint', { count: platformMessageLimits.bodyLength })}
          problem={shown.bodyHtml}
          testId="message-body"
        >
          {(control) => (
            <textarea
              {...control}
              className={`${inputStyles} h-40 py-2 font-mono text-xs`}
              maxLength={platformMessageLimits.bodyLength}
              value={draft.bodyHtml}
              onChange={(event) => set({ bodyHtml: event.target.value })}
            />
          )}
        </RewardField>
      </FieldGroup>
      <FieldGroup title={t('messages.groups.audience')}>
        <ChoiceGroup
          legend={t('messages.fields.audienceKind')}
          name="audience"
          value={draft.audienceKind}
          options={audienceKinds}
          label={(kind) => t(`messages.audienceKinds.${kind}`)}
          onChange={(audienceKind) => set({ audienceKind })}
          testPrefix="message-audience"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {draft.audienceKind === 'member' ? (
            <TextField
              label={t('messages.fields.username')}
              hint={t('messages.usernameHint')}
              testId="message-username"
              maxLength={64}
              value={draft.username}
              problem={shown.username === 'format' ? undefined : shown.username}
              onChange={(username) => set({ username })}
            />
          ) : null}
          {draft.audienceKind === 'member' && shown.username === 'format' ? (
            <p
              role="alert"
              className="text-xs text-danger sm:col-span-2"
              data-testid="message-username-format"
            >
              {t('messages.problems.username')}
            </p>
          ) : null}
          {draft.audienceKind === 'list' ? (
            <UsernameListField
              value={draft.usernamesText}
              problem={shown.usernames === 'format' ? undefined : shown.usernames}
              onChange={(usernamesText) => set({ usernamesText })}
            />
          ) : null}
          {draft.audienceKind === 'segment' ? (
            <>
              <div className="sm:col-span-2">
                <ChoiceGroup
                  legend={t('messages.fields.segment')}
                  name="segment"
                  value={draft.segmentKind}
                  options={segmentKinds}
                  label={(kind) => t(`messages.segmentKinds.${kind}`)}
                  onChange={(segmentKind) => set({ segmentKind })}
                  testPrefix="message-segment"
                />
              </div>
              {draft.segmentKind === 'vipLevels' ? (
                <VipLevelPicker
                  value={draft.vipLevels}
                  problem={shown.vipLevels}
                  onChange={(vipLevels) => set({ vipLevels })}
                />
              ) : null}
              {draft.segmentKind === 'agentTeam' ? (
                <TextField
                  label={t('messages.fields.agentUsername')}
                  hint={t('messages.agentTeamHint')}
                  testId="message-agent"
                  maxLength={64}
                  value={draft.agentUsername}
                  problem={shown.agentUsername === 'format' ? undefined : shown.agentUsername}
                  onChange={(agentUsername) => set({ agentUsername })}
                />
              ) : null}
              {draft.segmentKind === 'agentTeam' && shown.agentUsername === 'format' ? (
                <p role="alert" className="text-xs text-danger sm:col-span-2">
                  {t('messages.problems.username')}
                </p>
              ) : null}
              {draft.segmentKind === 'registeredBetween' ? (
                <>
                  <TextField
                    type="datetime-local"
                    label={`${t('messages.fields.registeredFrom')} (${zone})`}
                    testId="message-registered-from"
                    value={draft.registeredFrom}
                    problem={shown.registeredFrom}
                    onChange={(registeredFrom) => set({ registeredFrom })}
                  />
                  <TextField
                    type="datetime-local"
                    label={`${t('messages.fields.registeredTo')} (${zone})`}
                    hint={t('messages.registeredHint')}
                    testId="message-registered-to"
                    value={draft.registeredTo}
                    problem={shown.registeredTo}
                    onChange={(registeredTo) => set({ registeredTo })}
                  />
                </>
              ) : null}
              <label className="flex items-start gap-2 sm:col-span-2">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0"
                  data-testid="message-reaches-later"
                  checked={draft.reachesLaterMembers}
                  onChange={(event) => set({ reachesLaterMembers: event.target.checked })}
                />
                <span className="flex flex-col">
                  <span className="font-semibold">{t('messages.fields.reachesLater')}</span>
                  <span className="text-xs text-muted">{t('messages.reachesLaterHint')}</span>
                </span>
              </label>
            </>
          ) : null}
        </div>
      </FieldGroup>
      <FieldGroup title={t('messages.groups.when')}>
        <ChoiceGroup
          legend={t('messages.fields.when')}
          name="timing"
          value={draft.timing}
          options={sendTimings}
          label={(timing) => t(`messages.timings.${timing}`)}
          onChange={(timing) => set({ timing })}
          testPrefix="message-timing"
        />
        {draft.timing === 'later' ? (
          <TextField
            type="datetime-local"
            label={`${t('messages.fields.sendAt')} (${zone})`}
            hint={t('messages.sendAtHint', { count: platformMessageLimits.scheduleDaysAhead })}
            testId="message-send-at"
            value={draft.sendAt}
            problem={shown.sendAt}
            onChange={(sendAt) => set({ sendAt })}
          />
        ) : null}
      </FieldGroup>
      {problemCount > 0 ? (
        <p role="alert" className="text-sm text-danger" data-testid="message-problems">
          {t('loyalty.forms.problemCount', { count: problemCount })}
        </p>
      ) : null}
      {send.isError && !review ? <FormError error={send.error} testId="message-form-error" /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/messages" className={buttonStyles.secondary}>
          {t('actions.cancel')}
        </Link>
        <button type="submit" className={buttonStyles.primary} data-testid="message-review">
          {t('messages.review')}
        </button>
      </div>
      {review ? (
        <ConfirmSendDialog
          body={review}
          wording={wording}
          duplicates={
            draft.audienceKind === 'list' ? parseUsernameList(draft.usernamesText).duplicates.length : 0
          }
          pending={send.isPending}
          error={send.isError ? send.error : null}
          onClose={() => setReview(null)}
          onConfirm={() => send.mutate(review, { onSuccess: () => setReview(null) })}
        />
      ) : null}
    </form>
  );
}
