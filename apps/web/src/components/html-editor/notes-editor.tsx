import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo } from 'react';
import { cspNonce } from '../../lib/csp-nonce.ts';
import type { TFunction } from '../../lib/i18n/reader.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import '../texts.ts';
import type { THtmlEditorProps } from './html-editor-props.ts';
import {
  EDITOR_DEFAULT_HEIGHT_PX,
  EDITOR_HEADING_LEVELS,
  EDITOR_HISTORY_DELAY_MS,
  EDITOR_HISTORY_DEPTH,
  normalizeLink,
  stripPastedHtml,
} from './html-editor-rules.ts';

/** Links always stored with a scheme (002 §5), whether typed, set from the toolbar or pasted. */
const NormalizedLink = Link.extend({
  addAttributes() {
    const parent = this.parent?.() ?? {};
    return {
      ...parent,
      href: {
        default: null,
        parseHTML: (element: HTMLElement) => normalizeLink(element.getAttribute('href') ?? ''),
      },
    };
  },
  addCommands() {
    const parent = this.parent?.();
    return {
      ...parent,
      setLink:
        (attributes) =>
        ({ chain }) =>
          chain()
            .setMark(this.name, { ...attributes, href: normalizeLink(attributes.href) })
            .setMeta('preventAutolink', true)
            .run(),
    };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  protocols: ['http', 'https', 'mailto'],
  HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
});

/**
 * The fixed formats (002 §5): bold, italic, underline, strike, lists, link, headings 1-3,
 * blockquote, inline code. Nodes for images, video, iframes, svg or code blocks do not exist,
 * so pasted ones cannot survive; the undo history keeps 50 steps.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [...EDITOR_HEADING_LEVELS] },
    codeBlock: false,
    horizontalRule: false,
    link: false,
    undoRedo: { depth: EDITOR_HISTORY_DEPTH, newGroupDelay: EDITOR_HISTORY_DELAY_MS },
  }),
  NormalizedLink,
];

/** The toolbar's and the link editor's names in the person's language (Mantine's are English). */
const toolbarLabels = (t: TFunction) => ({
  boldControlLabel: t('components.htmlEditor.bold'),
  italicControlLabel: t('components.htmlEditor.italic'),
  underlineControlLabel: t('components.htmlEditor.underline'),
  strikeControlLabel: t('components.htmlEditor.strike'),
  codeControlLabel: t('components.htmlEditor.code'),
  h1ControlLabel: t('components.htmlEditor.heading1'),
  h2ControlLabel: t('components.htmlEditor.heading2'),
  h3ControlLabel: t('components.htmlEditor.heading3'),
  blockquoteControlLabel: t('components.htmlEditor.blockquote'),
  bulletListControlLabel: t('components.htmlEditor.bulletList'),
  orderedListControlLabel: t('components.htmlEditor.orderedList'),
  linkControlLabel: t('components.htmlEditor.link'),
  unlinkControlLabel: t('components.htmlEditor.unlink'),
  linkEditorInputLabel: t('components.htmlEditor.linkInput'),
  linkEditorInputPlaceholder: t('components.htmlEditor.linkPlaceholder'),
  linkEditorExternalLink: t('components.htmlEditor.linkExternal'),
  linkEditorInternalLink: t('components.htmlEditor.linkInternal'),
  linkEditorSave: t('components.htmlEditor.linkSave'),
});

/** The TipTap notes editor itself; loaded lazily by `HtmlEditor` (never in the first page). */
export function NotesEditor({
  value,
  onChange,
  label,
  id,
  minHeight = EDITOR_DEFAULT_HEIGHT_PX,
  autoFocus = false,
}: THtmlEditorProps) {
  const { t } = useTranslation();
  const labels = useMemo(() => toolbarLabels(t), [t]);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    autofocus: autoFocus ? 'end' : false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // The base styles TipTap adds as a <style> tag need the page's CSP nonce.
    injectNonce: cspNonce(),
    editorProps: {
      transformPastedHTML: stripPastedHtml,
      attributes: { 'aria-label': label, ...(id ? { id } : {}) },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a reset, a reload) replaces the content; own typing does not loop.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H1 />
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content style={{ minHeight }} />
    </RichTextEditor>
  );
}
