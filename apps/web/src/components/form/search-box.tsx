import { SEARCH_TEXT_MAX_LENGTH } from '@cairn/domain/search/search.constants';
import classes from './search-box.module.css';
import { TextBox, type TTextBoxProps } from './text-box.tsx';

/**
 * A list's search box: the text field of 002 §5 with a magnifier (drawn by CSS), the search's
 * length limit and a clear button that empties it (and so shows the whole list again).
 */
export function SearchBox({
  label,
  ...props
}: Omit<TTextBoxProps, 'label' | 'isClearable'> & { label: string }) {
  return (
    <TextBox
      aria-label={label}
      placeholder={label}
      classNames={{ input: classes.search }}
      maxLength={SEARCH_TEXT_MAX_LENGTH}
      spellCheck={false}
      {...props}
      isClearable
    />
  );
}
