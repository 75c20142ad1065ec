import { FORMER_MEMBER } from '@cairn/domain/people/people.constants';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { PlainList } from '../../../components/plain-list.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import { rockDelegatesQueryOptions, type TRockChain } from '../api/get-rock-delegates.ts';
import { ROCK_STATUS_COLORS, ROCK_STATUS_KEYS, ROCK_TYPE_KEYS } from './rock-options.ts';
import { useRockTexts } from './use-rock-texts.ts';

/** A rock of the chain and the rocks delegated from it. */
type TChainNode = { rock: TRock; children: TChainNode[] };

/**
 * The chain as a tree: the ancestors (root first) lead down to the rock, and the rocks below it
 * hang under their parents (one whose parent the caller does not see hangs under the rock).
 */
function chainTree(chain: TRockChain): TChainNode {
  const current: TChainNode = { rock: chain.rock, children: [] };
  const nodes = new Map<string, TChainNode>([[chain.rock.id, current]]);
  for (const rock of chain.descendants) nodes.set(rock.id, { rock, children: [] });
  for (const rock of chain.descendants) {
    const node = nodes.get(rock.id);
    const parent = nodes.get(rock.delegatedFromRockId ?? '') ?? current;
    if (node && parent !== node) parent.children.push(node);
  }
  return chain.ancestors.reduceRight<TChainNode>(
    (child, ancestor) => ({ rock: ancestor, children: [child] }),
    current,
  );
}

type TLookups = {
  currentId: string;
  personName: (id: string | null) => string;
  meetingTitle: (id: string) => string;
};

function ChainItem({ node, lookups }: { node: TChainNode; lookups: TLookups }) {
  const { t } = useTranslation();
  const texts = useRockTexts();
  const { rock } = node;
  const isCurrent = rock.id === lookups.currentId;
  return (
    <li aria-current={isCurrent ? 'true' : undefined}>
      <Paper
        withBorder
        radius="sm"
        px="sm"
        py={6}
        // The current rock is marked by an edge, not a tint: text on the blue tint fell under 4.5:1.
        bg={isCurrent ? 'var(--mantine-color-gray-0)' : undefined}
        style={isCurrent ? { borderLeft: '3px solid var(--mantine-primary-color-filled)' } : undefined}
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text size="sm" fw={600} lineClamp={1}>
              {rock.title}
            </Text>
            {isCurrent ? (
              <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
                {texts.thisRock}
              </Badge>
            ) : null}
          </Group>
          <Badge size="sm" variant="light" color={ROCK_STATUS_COLORS[rock.status]} style={{ flexShrink: 0 }}>
            {t(ROCK_STATUS_KEYS[rock.status])}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {[
            lookups.personName(rock.ownerId),
            lookups.meetingTitle(rock.tractionId),
            t(ROCK_TYPE_KEYS[rock.type]),
          ].join(' · ')}
        </Text>
      </Paper>
      {node.children.length > 0 ? <ChainList nodes={node.children} lookups={lookups} /> : null}
    </li>
  );
}

function ChainList({ nodes, lookups, label }: { nodes: TChainNode[]; lookups: TLookups; label?: string }) {
  return (
    <PlainList aria-label={label} gap={6} mt={label ? 0 : 6} pl={label ? 0 : 'lg'}>
      {nodes.map((node) => (
        <ChainItem key={node.rock.id} node={node} lookups={lookups} />
      ))}
    </PlainList>
  );
}

/**
 * A rock's delegation chain (000 §4, `GET rock/{id}/delegates`): the rock it was delegated from
 * (up to the root) and every rock delegated below it, each with its owner, meeting, type and
 * status; the rock itself is marked. A list named "Delegation chain".
 */
export function RockChain({ rockId }: { rockId: string }) {
  const texts = useRockTexts();
  const chain = useQuery(rockDelegatesQueryOptions(rockId));
  const people = usePeopleOfOrg();
  const meetings = useMyMeetings();
  if (chain.isPending)
    return (
      <Stack gap={6} aria-busy="true" aria-label={texts.loadingChain}>
        <Skeleton h={48} />
        <Skeleton h={48} ml="lg" />
      </Stack>
    );
  if (!chain.data) return null;
  if (chain.data.ancestors.length === 0 && chain.data.descendants.length === 0)
    return (
      <Alert color="gray" variant="light">
        {texts.chainEmpty}
      </Alert>
    );
  const lookups: TLookups = {
    currentId: rockId,
    personName: (id) => {
      const person = id ? people.byId.get(id) : undefined;
      return person ? formatPersonName(person) : FORMER_MEMBER;
    },
    meetingTitle: (id) => meetings.data?.find((meeting) => meeting.id === id)?.title ?? texts.otherMeeting,
  };
  return <ChainList nodes={[chainTree(chain.data)]} lookups={lookups} label={texts.chain} />;
}
