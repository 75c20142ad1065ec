import classes from './row-checkbox.module.css';

type TProps = {
  /** What ticking does, for screen readers, e.g. 'Complete Call the bank'. */
  label: string;
  /** Shown on hover, e.g. 'Solved'. */
  title?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (isChecked: boolean) => void;
};

/**
 * A list row's tick box (complete a to-do, solve an issue): a native checkbox styled as Mantine's,
 * one element where Mantine's Checkbox renders seven, on every row of the long lists (issue 38).
 */
export function RowCheckbox({ label, title, checked, disabled = false, onChange }: TProps) {
  return (
    <input
      type="checkbox"
      className={classes.check}
      aria-label={label}
      title={title}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
