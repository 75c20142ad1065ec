import { VTO_SECTION_ENDPOINTS as S } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { SimpleGrid, Stack } from '@mantine/core';
import { SectionPlaceholder, useRevealedCount } from '../../../components/later-sections.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { EntryList } from './entry-list.tsx';
import { InlineHtml } from './inline-html.tsx';
import { InlineText } from './inline-text.tsx';
import { PlanCard } from './plan-card.tsx';
import { FieldBlock, SectionCard } from './section-card.tsx';
import type { TSave } from './vto-save.ts';
import '../texts.ts';

type TProps = {
  revision: TVtoRevision;
  save: TSave;
  /** Every section in the first render (the printout, printed on the next frame). */
  isWhole?: boolean;
};

/** The sections in the order a phone shows them; the first two fill its first screen. */
const SECTION_COUNT = 5;
const PHONE_FIRST_SCREEN = 2;
/** About a section's height on a phone, held until it is drawn. */
const PLACEHOLDER_HEIGHT = '16rem';

/**
 * The Vision page of the printed V/TO: the left column the foundations, the right the 3-Year
 * Picture. On a phone the sections below the first screen are drawn right after it, one by one.
 */
export function VisionPage({ revision, save, isWhole = false }: TProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const revealed = useRevealedCount(SECTION_COUNT, isPhone && !isWhole ? PHONE_FIRST_SCREEN : SECTION_COUNT);
  const isDrawn = (index: number) => index < revealed;
  const canEdit = revision.permissions.canEdit;
  const cv = (r: TVtoRevision) => r.coreValues.version;
  const focus = (r: TVtoRevision) => r.coreFocus.version;
  const market = (r: TVtoRevision) => r.marketingStrategy.version;
  const { coreFocus, marketingStrategy } = revision;
  const saveFocus = (fields: object) =>
    save(S.coreFocus, focus, {
      body: {
        customTitle: coreFocus.customTitle,
        description: coreFocus.description,
        niche: coreFocus.niche,
        ...fields,
      },
    });

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" className="vto-page">
      <Stack gap="md">
        <SectionCard title={t('vto.section.coreValues')}>
          <EntryList
            kind="coreValue"
            isOrdered
            entries={revision.coreValues.items}
            canEdit={canEdit}
            onAdd={(text) => save(S.addCoreValue, cv, { body: { text } })}
            onEdit={(id, text) => save(S.editCoreValue, cv, { entryId: id, body: { text } })}
            onRemove={(id) => save(S.removeCoreValue, cv, { entryId: id })}
          />
          <InlineHtml
            label={t('vto.inline.speech')}
            emptyText={t('vto.inline.speechAdd')}
            value={revision.coreValuesSpeech.contentHtml}
            canEdit={canEdit}
            onSave={(contentHtml) =>
              save(S.coreValuesSpeech, (r) => r.coreValuesSpeech.version, { body: { contentHtml } })
            }
          />
        </SectionCard>
        <SectionCard title={coreFocus.customTitle || t('vto.section.coreFocus')}>
          <FieldBlock label={t('vto.field.purpose')}>
            <InlineText
              label={t('vto.inline.purpose')}
              emptyText={t('vto.inline.purposeAdd')}
              value={coreFocus.description}
              canEdit={canEdit}
              maxLength={1000}
              onSave={(description) => saveFocus({ description })}
            />
          </FieldBlock>
          <FieldBlock label={t('vto.field.niche')}>
            <InlineText
              label={t('vto.inline.niche')}
              emptyText={t('vto.inline.nicheAdd')}
              value={coreFocus.niche}
              canEdit={canEdit}
              maxLength={1000}
              onSave={(niche) => saveFocus({ niche })}
            />
          </FieldBlock>
        </SectionCard>
        {isDrawn(2) ? (
          <SectionCard title={t('vto.section.tenYearTarget')}>
            <InlineHtml
              label={t('vto.inline.tenYearTarget')}
              emptyText={t('vto.inline.tenYearTargetAdd')}
              value={revision.tenYearTarget.contentHtml}
              canEdit={canEdit}
              onSave={(contentHtml) =>
                save(S.tenYearTarget, (r) => r.tenYearTarget.version, { body: { contentHtml } })
              }
            />
          </SectionCard>
        ) : (
          <SectionPlaceholder height={PLACEHOLDER_HEIGHT} />
        )}
        {isDrawn(3) ? (
          <SectionCard title={t('vto.section.marketingStrategy')}>
            <FieldBlock label={t('vto.field.targetMarket')}>
              <InlineHtml
                label={t('vto.inline.targetMarket')}
                emptyText={t('vto.inline.targetMarketAdd')}
                value={marketingStrategy.targetMarket}
                canEdit={canEdit}
                onSave={(contentHtml) => save(S.targetMarket, market, { body: { contentHtml } })}
              />
            </FieldBlock>
            <FieldBlock label={t('vto.field.threeUniques')}>
              <EntryList
                kind="unique"
                isOrdered
                entries={marketingStrategy.uniques}
                canEdit={canEdit}
                onAdd={(text) => save(S.addUnique, market, { body: { text } })}
                onEdit={(id, text) => save(S.editUnique, market, { entryId: id, body: { text } })}
                onRemove={(id) => save(S.removeUnique, market, { entryId: id })}
              />
            </FieldBlock>
            <FieldBlock label={t('vto.field.provenProcess')}>
              <InlineHtml
                label={t('vto.inline.provenProcess')}
                emptyText={t('vto.inline.provenProcessAdd')}
                value={marketingStrategy.provenProcess}
                canEdit={canEdit}
                onSave={(contentHtml) => save(S.provenProcess, market, { body: { contentHtml } })}
              />
            </FieldBlock>
            <FieldBlock label={t('vto.field.guarantee')}>
              <InlineHtml
                label={t('vto.inline.guarantee')}
                emptyText={t('vto.inline.guaranteeAdd')}
                value={marketingStrategy.guarantee}
                canEdit={canEdit}
                onSave={(contentHtml) => save(S.guarantee, market, { body: { contentHtml } })}
              />
            </FieldBlock>
          </SectionCard>
        ) : (
          <SectionPlaceholder height={PLACEHOLDER_HEIGHT} />
        )}
      </Stack>
      <Stack gap="md">
        {isDrawn(4) ? (
          <PlanCard
            title={t('vto.section.threeYearPicture')}
            endpoint={S.threeYearPicture}
            plan={revision.threeYearPicture}
            pick={(r) => r.threeYearPicture}
            canEdit={canEdit}
            save={save}
          />
        ) : (
          <SectionPlaceholder height={PLACEHOLDER_HEIGHT} />
        )}
      </Stack>
    </SimpleGrid>
  );
}
