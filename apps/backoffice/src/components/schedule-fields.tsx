import type { Problems } from '../lib/form-values';
import type { ScheduleDraft } from '../lib/schedule';
import { TextField } from './problem-fields';

export type ScheduleFieldsTexts = { startsAt: string; endsAt: string; windowHint: string; enabled: string };

/**
 * A record's schedule in an editor's two-column grid: from and to in the brand's zone (either may be
 * empty), what the window means, and the on/off switch. Test ids: `-starts`, `-ends`, `-enabled`.
 */
export function ScheduleFields({
  value,
  problems,
  zone,
  texts,
  testId,
  onChange,
}: {
  value: ScheduleDraft;
  problems: Problems;
  /** The brand's zone label (e.g. UTC+05:45), shown with each time. */
  zone: string;
  texts: ScheduleFieldsTexts;
  testId: string;
  onChange: (next: Partial<ScheduleDraft>) => void;
}) {
  return (
    <>
      <TextField
        type="datetime-local"
        label={`${texts.startsAt} (${zone})`}
        testId={`${testId}-starts`}
        value={value.startsAt}
        problem={problems.startsAt}
        onChange={(startsAt) => onChange({ startsAt })}
      />
      <TextField
        type="datetime-local"
        label={`${texts.endsAt} (${zone})`}
        testId={`${testId}-ends`}
        value={value.endsAt}
        problem={problems.endsAt}
        onChange={(endsAt) => onChange({ endsAt })}
      />
      <p className="text-xs text-muted sm:col-span-2">{texts.windowHint}</p>
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          data-testid={`${testId}-enabled`}
          className="size-4"
          checked={value.enabled}
          onChange={(event) => onChange({ enabled: event.target.checked })}
        />
        {texts.enabled}
      </label>
    </>
  );
}
