import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '../../../lib/i18n/trans.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Paragraph, StaticPage, StaticSection } from './static-page.tsx';
import './texts.ts';

/** The terms and conditions of using a Cairn server. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('shell.footer.terms')}>
      <Paragraph>{t('static.terms.intro')}</Paragraph>
      <StaticSection title={t('static.terms.accountTitle')}>
        <Paragraph>{t('static.terms.account')}</Paragraph>
      </StaticSection>
      <StaticSection title={t('static.terms.contentTitle')}>
        <Paragraph>{t('static.terms.content')}</Paragraph>
      </StaticSection>
      <StaticSection title={t('static.terms.serviceTitle')}>
        <Paragraph>{t('static.terms.service')}</Paragraph>
      </StaticSection>
      <StaticSection title={t('static.terms.questionsTitle')}>
        <Paragraph>
          <Trans
            i18nKey="static.terms.questions"
            components={{ link: <Anchor component={Link} to="/contact" /> }}
          />
        </Paragraph>
      </StaticSection>
    </StaticPage>
  );
}
