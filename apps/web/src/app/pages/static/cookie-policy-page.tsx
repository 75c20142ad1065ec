import { Table } from '@mantine/core';
import { Paragraph, StaticPage, StaticSection } from './static-page.tsx';

const COOKIES = [
  {
    name: 'cairn_session',
    purpose:
      'Keeps you signed in. Your browser cannot read it (httpOnly); it ends when you sign out or the session expires.',
  },
  {
    name: 'cairn_csrf',
    purpose:
      "Proves that a change comes from Cairn's own pages, which protects you against cross-site requests.",
  },
] as const;

const TAB_STORAGE = [
  { name: 'cairn_trace', purpose: 'Remembers that you switched on trace logging (?trace=true) in this tab.' },
  {
    name: 'cairn_reloaded_for_version',
    purpose: 'Prevents reloading more than once when a new version of Cairn goes live.',
  },
] as const;

function NameTable({ rows }: { rows: readonly { name: string; purpose: string }[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder verticalSpacing="sm" maw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Purpose</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td ff="monospace">{row.name}</Table.Td>
              <Table.Td>{row.purpose}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The cookie policy: the two strictly necessary cookies, and what is kept per tab. */
export function CookiePolicyPage() {
  return (
    <StaticPage title="Cookie policy">
      <Paragraph>
        Cairn uses two cookies, both strictly necessary to sign you in safely. There are no advertising,
        analytics or third-party cookies.
      </Paragraph>
      <StaticSection title="Cookies">
        <NameTable rows={COOKIES} />
      </StaticSection>
      <StaticSection title="Kept in this tab only">
        <Paragraph>
          These values live in the tab's session storage and disappear when the tab closes.
        </Paragraph>
        <NameTable rows={TAB_STORAGE} />
      </StaticSection>
    </StaticPage>
  );
}
