import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { Badge } from '@mantine/core';
import { IconHierarchy2 } from '@tabler/icons-react';
import { useState } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { RockChain } from './rock-chain.tsx';
import { useRockTexts } from './use-rock-texts.ts';

/** The rock delegates, or was delegated: it has a delegation mark. */
export const isInChain = (rock: TRock) => rock.delegatedFromRockId !== null || rock.delegated.length > 0;

/**
 * A list row's delegation mark ("Delegated · 2": rocks delegated from it, or "Delegated" for a
 * delegated rock): opens its delegation chain. Nothing for a rock outside any chain.
 */
export function RockChainButton({ rock }: { rock: TRock }) {
  const texts = useRockTexts();
  const [isOpen, setOpen] = useState(false);
  if (!isInChain(rock)) return null;
  const text = texts.chainBadge(rock.delegated.length);
  return (
    <>
      <Badge
        component="button"
        type="button"
        variant="light"
        color="grape"
        size="sm"
        leftSection={<IconHierarchy2 size={12} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={`${text}: ${texts.chainOf(rock.title)}`}
        style={{ cursor: 'pointer', flexShrink: 0 }}
      >
        {text}
      </Badge>
      {isOpen ? (
        <PopupPanel title={texts.chainOf(rock.title)} onClose={() => setOpen(false)} size="md">
          <RockChain rockId={rock.id} />
        </PopupPanel>
      ) : null}
    </>
  );
}
