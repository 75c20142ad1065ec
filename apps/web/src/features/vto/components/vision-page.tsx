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
    save('PUT', 'core-focus', focus, {
      customTitle: coreFocus.customTitle,
      description: coreFocus.description,
      niche: coreFocus.niche,
      ...fields,
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
            onAdd={(text) => save('POST', 'core-value', cv, { text })}
            onEdit={(id, text) => save('PUT', `core-value/${id}`, cv, { text })}
            onRemove={(id) => save('DELETE', `core-value/${id}`, cv)}
          />
          <InlineHtml
            label="Core values speech"
            value={revision.coreValuesSpeech.contentHtml}
            canEdit={canEdit}
            onSave={(contentHtml) =>
              save('PUT', 'core-values-speech', (r) => r.coreValuesSpeech.version, { contentHtml })
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
              save('PUT', 'ten-year-target', (r) => r.tenYearTarget.version, { contentHtml })
            }
          />
        </SectionCard>
        <SectionCard title="Marketing Strategy">
          <FieldBlock label="Target Market / “The List”">
            <InlineHtml
              label="Target market"
              value={marketingStrategy.targetMarket}
              canEdit={canEdit}
              onSave={(contentHtml) => save('PUT', 'target-market', market, { contentHtml })}
            />
          </FieldBlock>
          <FieldBlock label="Three Uniques">
            <EntryList
              noun="Unique"
              isOrdered
              entries={marketingStrategy.uniques}
              canEdit={canEdit}
              onAdd={(text) => save('POST', 'target-market/unique', market, { text })}
              onEdit={(id, text) => save('PUT', `target-market/unique/${id}`, market, { text })}
              onRemove={(id) => save('DELETE', `target-market/unique/${id}`, market)}
            />
          </FieldBlock>
          <FieldBlock label="Proven Process">
            <InlineHtml
              label="Proven process"
              value={marketingStrategy.provenProcess}
              canEdit={canEdit}
              onSave={(contentHtml) => save('PUT', 'proven-process', market, { contentHtml })}
            />
          </FieldBlock>
          <FieldBlock label="Guarantee">
            <InlineHtml
              label="Guarantee"
              value={marketingStrategy.guarantee}
              canEdit={canEdit}
              onSave={(contentHtml) => save('PUT', 'guarantee', market, { contentHtml })}
            />
          </FieldBlock>
        </SectionCard>
      </Stack>
      <Stack gap="md">
        <PlanCard
          title="3-Year Picture"
          path="three-year-picture"
          plan={revision.threeYearPicture}
          pick={(r) => r.threeYearPicture}
          canEdit={canEdit}
          save={save}
        />
      </Stack>
    </SimpleGrid>
  );
}
