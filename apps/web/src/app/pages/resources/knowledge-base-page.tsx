import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '../../../lib/i18n/trans.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Paragraph, StaticPage, StaticSection } from '../static/static-page.tsx';
import './texts.ts';

/** What the prose marks: keys in bold, the names of buttons and panels in italics. */
const MARKS = { b: <b />, i: <i /> };

/** The knowledge base (000 §2.3 Resources): how a team runs its week in Cairn, topic by topic. */
export function KnowledgeBasePage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('shell.menu.knowledgeBase')}>
      <Paragraph>
        <Trans i18nKey="resources.knowledgeBase.intro" components={MARKS} />
      </Paragraph>
      <StaticSection title={t('resources.knowledgeBase.meetingTitle')}>
        <Paragraph>
          <Trans i18nKey="resources.knowledgeBase.meeting" components={MARKS} />
        </Paragraph>
      </StaticSection>
      <StaticSection title={t('resources.knowledgeBase.scorecardsTitle')}>
        <Paragraph>{t('resources.knowledgeBase.scorecards')}</Paragraph>
      </StaticSection>
      <StaticSection title={t('resources.knowledgeBase.itemsTitle')}>
        <List spacing={4} maw="68ch">
          <List.Item>{t('resources.knowledgeBase.items.rocks')}</List.Item>
          <List.Item>{t('resources.knowledgeBase.items.todos')}</List.Item>
          <List.Item>{t('resources.knowledgeBase.items.issues')}</List.Item>
          <List.Item>{t('resources.knowledgeBase.items.headlines')}</List.Item>
        </List>
        <Paragraph>{t('resources.knowledgeBase.itemsAdd')}</Paragraph>
      </StaticSection>
      <StaticSection title={t('resources.knowledgeBase.vtoTitle')}>
        <Paragraph>{t('resources.knowledgeBase.vto')}</Paragraph>
      </StaticSection>
      <StaticSection title={t('resources.knowledgeBase.acTitle')}>
        <Paragraph>
          <Trans i18nKey="resources.knowledgeBase.ac" components={MARKS} />
        </Paragraph>
      </StaticSection>
      <StaticSection title={t('resources.knowledgeBase.peopleTitle')}>
        <Paragraph>{t('resources.knowledgeBase.people')}</Paragraph>
        <Anchor component={Link} to="/about" size="sm">
          {t('resources.knowledgeBase.whoRuns')}
        </Anchor>
      </StaticSection>
    </StaticPage>
  );
}
