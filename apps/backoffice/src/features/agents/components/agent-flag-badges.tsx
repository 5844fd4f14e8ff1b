import type { AgentFlags } from '@gaming/contracts/agents';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { agentFlagNames } from '../lib/agent-types';

/** The contract flags that are on, as short badges; "none" when every flag is off. */
export function AgentFlagBadges({ flags }: { flags: AgentFlags }) {
  const { t } = useTranslation();
  const on = agentFlagNames.filter((name) => flags[name]);
  if (on.length === 0) return <span className="text-muted">{t('agents.flags.noneOn')}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {on.map((name) => (
        <Badge key={name} tone="success" value={name}>
          {t(`agents.flags.short.${name}`)}
        </Badge>
      ))}
    </span>
  );
}
