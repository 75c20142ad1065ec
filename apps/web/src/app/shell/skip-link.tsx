import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** "Skip to main content": the first stop of the Tab key, jumping past the header and menu. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="cairn-skip-link" href="#main-content">
      {t('shell.skipLink')}
    </a>
  );
}
