import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestMantine } from '../../test/render.tsx';
import { NumberBox } from './number-box.tsx';
import { SearchBox } from './search-box.tsx';
import { TextBox, type TTextBoxProps } from './text-box.tsx';

function Held(props: Omit<TTextBoxProps, 'value' | 'onChange'> & { kind?: 'text' | 'number' | 'search' }) {
  const [value, setValue] = useState('');
  const { kind = 'text', ...rest } = props;
  if (kind === 'number') return <NumberBox label="Goal" value={value} onChange={setValue} />;
  if (kind === 'search') return <SearchBox label="Search rocks" value={value} onChange={setValue} />;
  return <TextBox label="Code" {...rest} value={value} onChange={setValue} />;
}

function renderBox(props: Parameters<typeof Held>[0] = {}) {
  render(
    <TestMantine>
      <Held {...props} />
    </TestMantine>,
  );
  return userEvent.setup({ delay: null });
}

describe('the 002 §5 text field', () => {
  it('holds at most 100 characters by default and counts down near the limit', async () => {
    const user = renderBox();
    const field = screen.getByLabelText('Code');
    expect(field).toHaveAttribute('maxlength', '100');
    await user.type(field, 'x'.repeat(79));
    expect(screen.queryByText('79 / 100')).not.toBeInTheDocument();
    await user.type(field, 'x');
    expect(screen.getByText('80 / 100')).toBeInTheDocument();
  });

  it('with an allowed-character list, other keys and the space key type nothing', async () => {
    const user = renderBox({ allowedCharacters: 'ABC123' });
    const field = screen.getByLabelText('Code');
    await user.type(field, 'A b1 C?3');
    expect(field).toHaveValue('A1C3');
  });

  it('a clear button empties the field, keeps the focus there, and is gone while it is empty', async () => {
    const user = renderBox({ kind: 'search' });
    const field = screen.getByLabelText('Search rocks');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.type(field, 'hiring');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('a number field keeps digits, one dot and a leading minus, at most 15 characters', async () => {
    const user = renderBox({ kind: 'number' });
    const field = screen.getByLabelText('Goal');
    await user.type(field, '-12a.5.0-1');
    expect(field).toHaveValue('-12.501');
    await user.clear(field);
    await user.type(field, '1'.repeat(20));
    expect(field).toHaveValue('1'.repeat(15));
  });
});
