import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import '../texts.ts';
import type { THtmlEditorProps } from './html-editor-props.ts';
import { EDITOR_DEFAULT_HEIGHT_PX } from './html-editor-rules.ts';

/** TipTap is big: it loads with the first popup that shows notes, never with the first page. */
const NotesEditor = lazy(() =>
  import('./notes-editor.tsx').then((module) => ({ default: module.NotesEditor })),
);

type TProps = Omit<THtmlEditorProps, 'id'> & { error?: string };

/**
 * The notes field of every item popup (002 §5 HTML editor): a labelled TipTap editor with the
 * fixed formats, loaded lazily; a skeleton of the same height stands in while it loads.
 */
export function HtmlEditor({ label, error, minHeight = EDITOR_DEFAULT_HEIGHT_PX, ...props }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }} error={error}>
      <Suspense
        fallback={
          <Skeleton
            height={minHeight + 44}
            radius="sm"
            aria-label={t('components.htmlEditor.loading', { label })}
          />
        }
      >
        <NotesEditor {...props} id={id} label={label} minHeight={minHeight} />
      </Suspense>
    </Input.Wrapper>
  );
}
