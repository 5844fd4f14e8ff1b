import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';

/** The member's type in words (1 agent, 2 sub-agent, 41 affiliate, 42 sub-affiliate, 0 member, 4 trial). */
export function AgentTypeBadge({ type, testId }: { type: number; testId?: string }) {
  const { t } = useTranslation();
  const isAgent = type === 1 || type === 2 || type === 41 || type === 42;
  return (
    <Badge tone={isAgent ? 'info' : 'neutral'} value={String(type)} testId={testId}>
      {t(`agents.types.${type}`, { defaultValue: String(type) })}
    </Badge>
  );
}
