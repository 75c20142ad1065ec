import { Table } from '@mantine/core';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Paragraph, StaticPage, StaticSection } from './static-page.tsx';
import './texts.ts';

type TStoredName = { name: string; purpose: TTextKey };

const COOKIES: readonly TStoredName[] = [
  { name: 'cairn_session', purpose: 'static.cookies.purpose.session' },
  { name: 'cairn_csrf', purpose: 'static.cookies.purpose.csrf' },
];

const TAB_STORAGE: readonly TStoredName[] = [
  { name: 'cairn_trace', purpose: 'static.cookies.purpose.trace' },
  { name: 'cairn_reloaded_for_version', purpose: 'static.cookies.purpose.reloadedForVersion' },
];

/** The names as the browser shows them (never translated) and what each is for. */
function NameTable({ rows }: { rows: readonly TStoredName[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder verticalSpacing="sm" maw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('static.cookies.column.name')}</Table.Th>
            <Table.Th>{t('static.cookies.column.purpose')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td ff="monospace">{row.name}</Table.Td>
              <Table.Td>{t(row.purpose)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The cookie policy: the two strictly necessary cookies, and what is kept per tab. */
export function CookiePolicyPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('shell.footer.cookies')}>
      <Paragraph>{t('static.cookies.intro')}</Paragraph>
      <StaticSection title={t('static.cookies.cookiesTitle')}>
        <NameTable rows={COOKIES} />
      </StaticSection>
      <StaticSection title={t('static.cookies.tabTitle')}>
        <Paragraph>{t('static.cookies.tabIntro')}</Paragraph>
        <NameTable rows={TAB_STORAGE} />
      </StaticSection>
    </StaticPage>
  );
}
