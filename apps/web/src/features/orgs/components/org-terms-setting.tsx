import { FALLBACK_LANGUAGE, languageOf } from '@cairn/domain/i18n/languages';
import {
  defaultOrgTermWords,
  ORG_TERM_MAX_LENGTH,
  ORG_TERMS,
  type TOrgTerm,
  type TOrgTerms,
} from '@cairn/domain/i18n/org-terms';
import { Button, Group, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveOrgTerms } from '../api/org-terms.ts';
import '../texts.ts';

type TForm = 'singular' | 'plural';
type TDraft = Record<TOrgTerm, Record<TForm, string>>;
type TErrors = Partial<Record<`${TOrgTerm}.${TForm}`, string>>;

const FORMS: readonly TForm[] = ['singular', 'plural'];

function draftOf(terms: TOrgTerms): TDraft {
  return Object.fromEntries(
    ORG_TERMS.map((term) => [
      term,
      { singular: terms[term]?.singular ?? '', plural: terms[term]?.plural ?? '' },
    ]),
  ) as TDraft;
}

/** The words to save and the fields to fix: a row left empty keeps the usual words. */
function checkDraft(draft: TDraft, t: TFunction): { terms: TOrgTerms; errors: TErrors } {
  const terms: TOrgTerms = {};
  const errors: TErrors = {};
  for (const term of ORG_TERMS) {
    const singular = draft[term].singular.trim();
    const plural = draft[term].plural.trim();
    if (!singular && !plural) continue;
    for (const form of FORMS) {
      const word = form === 'singular' ? singular : plural;
      if (!word) errors[`${term}.${form}`] = t('orgs.terms.enterWord');
      else if (word.length > ORG_TERM_MAX_LENGTH) {
        errors[`${term}.${form}`] = t('orgs.terms.tooLong', { count: ORG_TERM_MAX_LENGTH });
      }
    }
    terms[term] = { singular, plural };
  }
  return { terms, errors };
}

/**
 * "Your words" (issue 33): the Owner renames To-Do, Rock, Issue, Headline, Scorecard and Level 10
 * for everyone, singular and plural. Each row is named by the language's usual word, taken from
 * the domain's defaults rather than a key: a key would show the organisation's word instead.
 */
export function OrgTermsSetting({ terms }: { terms: TOrgTerms }) {
  const { t } = useTranslation();
  const save = useSaveOrgTerms();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(terms));
  const [errors, setErrors] = useState<TErrors>({});
  const language = languageOf(formatLocale());
  const usualWords = (term: TOrgTerm) =>
    defaultOrgTermWords(language, term) ?? defaultOrgTermWords(FALLBACK_LANGUAGE, term);

  const submit = async (next: TOrgTerms, done: string) => {
    try {
      await save.mutateAsync(next);
      setDraft(draftOf(next));
      notifySuccess(done);
    } catch (error) {
      notifyError(error);
    }
  };

  const handleSave = () => {
    const checked = checkDraft(draft, t);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) void submit(checked.terms, t('orgs.terms.saved'));
  };

  const handleReset = () => {
    setErrors({});
    void submit({}, t('orgs.terms.resetDone'));
  };

  const change = (term: TOrgTerm, form: TForm, value: string) =>
    setDraft((current) => ({ ...current, [term]: { ...current[term], [form]: value } }));

  return (
    <SettingsSection title={t('orgs.terms.title')} intro={t('orgs.terms.intro')} headingOrder={2} gap="xs">
      <Table withRowBorders={false} verticalSpacing={4} maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orgs.terms.usual')}</Table.Th>
            <Table.Th>{t('orgs.terms.singular')}</Table.Th>
            <Table.Th>{t('orgs.terms.plural')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ORG_TERMS.map((term) => {
            const usual = usualWords(term);
            return (
              <Table.Tr key={term}>
                <Table.Td>{usual?.plural}</Table.Td>
                {FORMS.map((form) => (
                  <Table.Td key={form}>
                    <TextInput
                      aria-label={t(form === 'singular' ? 'orgs.terms.singularOf' : 'orgs.terms.pluralOf', {
                        term: usual?.plural,
                      })}
                      placeholder={usual?.[form]}
                      value={draft[term][form]}
                      onChange={(event) => change(term, form, event.currentTarget.value)}
                      error={errors[`${term}.${form}`]}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group>
        <Button onClick={handleSave} loading={save.isPending}>
          {t('orgs.terms.save')}
        </Button>
        <Button variant="default" onClick={handleReset} disabled={save.isPending}>
          {t('orgs.terms.reset')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
