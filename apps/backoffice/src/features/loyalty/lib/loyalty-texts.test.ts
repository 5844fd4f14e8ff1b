import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  missionMetrics,
  missionPeriods,
  missionRewardKinds,
  missionStatuses,
} from '@gaming/contracts/missions';
import { pointsLedgerCodes } from '@gaming/contracts/points';
import { mallItemKinds, mallItemStatuses, redeemKinds, redeemStatuses } from '@gaming/contracts/points-mall';
import {
  rankingMetrics,
  rankingPeriods,
  rankingPrizeKinds,
  rankingStatuses,
} from '@gaming/contracts/rankings';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

type Tree = { [key: string]: string | Tree };

function locale(language: string): Tree {
  const file = path.resolve(here, '../../../i18n/locales', language, 'common.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

/** The text at a dotted key, a plural's _other form for a counted one; undefined when not a string. */
function text(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node === 'string') return node;
  const parent = key.split('.').slice(0, -1);
  let owner: string | Tree | undefined = tree;
  for (const part of parent) owner = typeof owner === 'object' ? owner[part] : undefined;
  const other = typeof owner === 'object' ? owner[`${key.split('.').at(-1)}_other`] : undefined;
  return typeof other === 'string' ? other : undefined;
}

/** Keys the loyalty screens build from values (the locale test checks literal keys only). */
const builtKeys = [
  ...[...missionStatuses, ...rankingStatuses, ...mallItemStatuses, ...redeemStatuses].map(
    (status) => `loyalty.statuses.${status}`,
  ),
  ...[...missionRewardKinds, ...rankingPrizeKinds].map((kind) => `loyalty.rewardKinds.${kind}`),
  ...redeemKinds.map((kind) => `loyalty.mall.kinds.${kind}`),
  ...mallItemKinds.map((kind) => `loyalty.mall.kindHints.${kind}`),
  ...mallItemStatuses.flatMap((status) =>
    ['button', 'title', 'description', 'confirm'].map(
      (part) => `loyalty.mall.statusActions.${status}.${part}`,
    ),
  ),
  ...['type', 'size'].map((problem) => `loyalty.mall.imageProblems.${problem}`),
  ...['lifetime', 'day'].map((period) => `loyalty.mall.limitPeriods.${period}`),
  ...pointsLedgerCodes.map((code) => `loyalty.points.codes.${code}`),
  ...missionMetrics.flatMap((metric) => [
    `loyalty.missions.metrics.${metric}`,
    `loyalty.missions.goals.${metric}`,
    `loyalty.missions.targetHints.${metric}`,
  ]),
  ...missionPeriods.map((period) => `loyalty.missions.periods.${period}`),
  ...rankingMetrics.map((metric) => `loyalty.rankings.metrics.${metric}`),
  ...rankingPeriods.map((period) => `loyalty.rankings.periods.${period}`),
  ...['promoted', 'demoted', 'staff'].map((reason) => `loyalty.vip.reasons.${reason}`),
  ...['lifetime_points', 'valid_bet'].map((kind) => `loyalty.vip.thresholdKinds.${kind}`),
  ...['approve', 'reject'].flatMap((action) =>
    ['title', 'description', 'confirm'].map((part) => `loyalty.redeems.${action}.${part}`),
  ),
  ...['loyalty.missions', 'loyalty.rankings'].flatMap((prefix) =>
    ['create', 'empty', 'caption', 'resultsButton'].map((part) => `${prefix}.${part}`),
  ),
];

describe('loyalty texts', () => {
  it('has a text (not a group of texts) in EN and NE for every key built from a value', () => {
    for (const language of ['en', 'ne']) {
      const tree = locale(language);
      const missing = builtKeys.filter((key) => text(tree, key) === undefined);
      expect(missing, language).toEqual([]);
    }
  });
});
