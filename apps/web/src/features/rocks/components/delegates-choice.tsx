import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useRockTexts } from './use-rock-texts.ts';

type TProps = {
  /** How many rocks are delegated below the rock (the whole chain down). */
  count: number;
  onChange: (withDelegates: boolean) => void;
};

/**
 * The delete confirm's question for a rock with delegated rocks: delete them too
 * (`DELETE rock/{id}/true`), or (unticked, the default) let them move up to its parent.
 */
export function DelegatesChoice({ count, onChange }: TProps) {
  const texts = useRockTexts();
  const [isOn, setOn] = useState(false);
  return (
    <Checkbox
      label={texts.deleteDelegates(count)}
      description={texts.keepDelegatesHint}
      checked={isOn}
      onChange={(event) => {
        setOn(event.currentTarget.checked);
        onChange(event.currentTarget.checked);
      }}
    />
  );
}
