import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

type TProps = {
  /** The input's accessible name, e.g. "New rock". */
  label: string;
  placeholder: string;
  buttonLabel: string;
  maxLength: number;
  /** Saves the trimmed title; answers true when it was saved (the input then empties). */
  onAdd: (title: string) => Promise<boolean>;
  /** E.g. the V/TO's class that keeps the input off the printed sheet. */
  className?: string;
  /** A message under the input, e.g. why the title was refused. */
  error?: string;
};

/** The "add one more" row under a list: type a title, press Enter or the button. */
export function AddRowInput({ label, placeholder, buttonLabel, maxLength, onAdd, className, error }: TProps) {
  const [title, setTitle] = useState('');
  const add = async () => {
    const trimmed = title.trim();
    if (trimmed && (await onAdd(trimmed))) setTitle('');
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" className={className}>
      <TextInput
        aria-label={label}
        placeholder={placeholder}
        value={title}
        error={error}
        maxLength={maxLength}
        onChange={(e) => setTitle(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void add();
        }}
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={() => void add()}>
        {buttonLabel}
      </Button>
    </Group>
  );
}
