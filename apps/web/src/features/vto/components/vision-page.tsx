import { VTO_SECTION_ENDPOINTS as S } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { SimpleGrid, Stack } from '@mantine/core';
import { EntryList } from './entry-list.tsx';
import { InlineHtml } from './inline-html.tsx';
import { InlineText } from './inline-text.tsx';
import { PlanCard } from './plan-card.tsx';
import { FieldBlock, SectionCard } from './section-card.tsx';
import type { TSave } from './vto-save.ts';

type TProps = { revision: TVtoRevision; save: TSave };

/** The Vision page of the printed V/TO: the left column the foundations, the right the 3-Year Picture. */
export function VisionPage({ revision, save }: TProps) {
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
        <SectionCard title="Core Values">
          <EntryList
            noun="Core value"
            isOrdered
            entries={revision.coreValues.items}
            canEdit={canEdit}
            onAdd={(text) => save(S.addCoreValue, cv, { body: { text } })}
            onEdit={(id, text) => save(S.editCoreValue, cv, { entryId: id, body: { text } })}
            onRemove={(id) => save(S.removeCoreValue, cv, { entryId: id })}
          />
          <InlineHtml
            label="Core values speech"
            value={revision.coreValuesSpeech.contentHtml}
            canEdit={canEdit}
            onSave={(contentHtml) =>
              save(S.coreValuesSpeech, (r) => r.coreValuesSpeech.version, { body: { contentHtml } })
            }
          />
        </SectionCard>
        <SectionCard title={coreFocus.customTitle || coreFocus.title}>
          <FieldBlock label="Purpose/Cause/Passion">
            <InlineText
              label="Purpose"
              value={coreFocus.description}
              canEdit={canEdit}
              maxLength={1000}
              onSave={(description) => saveFocus({ description })}
            />
          </FieldBlock>
          <FieldBlock label="Our Niche">
            <InlineText
              label="Niche"
              value={coreFocus.niche}
              canEdit={canEdit}
              maxLength={1000}
              onSave={(niche) => saveFocus({ niche })}
            />
          </FieldBlock>
        </SectionCard>
        <SectionCard title="10-Year Target">
          <InlineHtml
            label="10-year target"
            value={revision.tenYearTarget.contentHtml}
            canEdit={canEdit}
            onSave={(contentHtml) =>
              save(S.tenYearTarget, (r) => r.tenYearTarget.version, { body: { contentHtml } })
            }
          />
        </SectionCard>
        <SectionCard title="Marketing Strategy">
          <FieldBlock label="Target Market / “The List”">
            <InlineHtml
              label="Target market"
              value={marketingStrategy.targetMarket}
              canEdit={canEdit}
              onSave={(contentHtml) => save(S.targetMarket, market, { body: { contentHtml } })}
            />
          </FieldBlock>
          <FieldBlock label="Three Uniques">
            <EntryList
              noun="Unique"
              isOrdered
              entries={marketingStrategy.uniques}
              canEdit={canEdit}
              onAdd={(text) => save(S.addUnique, market, { body: { text } })}
              onEdit={(id, text) => save(S.editUnique, market, { entryId: id, body: { text } })}
              onRemove={(id) => save(S.removeUnique, market, { entryId: id })}
            />
          </FieldBlock>
          <FieldBlock label="Proven Process">
            <InlineHtml
              label="Proven process"
              value={marketingStrategy.provenProcess}
              canEdit={canEdit}
              onSave={(contentHtml) => save(S.provenProcess, market, { body: { contentHtml } })}
            />
          </FieldBlock>
          <FieldBlock label="Guarantee">
            <InlineHtml
              label="Guarantee"
              value={marketingStrategy.guarantee}
              canEdit={canEdit}
              onSave={(contentHtml) => save(S.guarantee, market, { body: { contentHtml } })}
            />
          </FieldBlock>
        </SectionCard>
      </Stack>
      <Stack gap="md">
        <PlanCard
          title="3-Year Picture"
          endpoint={S.threeYearPicture}
          plan={revision.threeYearPicture}
          pick={(r) => r.threeYearPicture}
          canEdit={canEdit}
          save={save}
        />
      </Stack>
    </SimpleGrid>
  );
}
