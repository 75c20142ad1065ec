import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** Texts of the rock popups and lists, in the person's language (issue 33). */
export function useRockTexts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      /** The item as a heading names it ('Rock'), in a sentence ('rock') and its plural ('rocks'). */
      name: t('rock.name'),
      item: t('rock.item'),
      items: t('rock.items'),
      addRock: t('rock.add'),
      editRock: t('rock.edit'),
      save: t('rock.save'),
      delete: t('rock.delete'),
      needsMeeting: t('rock.needsMeeting'),
      removed: t('rock.removed'),
      titleLocked: t('rock.titleLocked'),
      title: t('rock.field.title'),
      owner: t('rock.field.owner'),
      dueDate: t('rock.field.dueDate'),
      type: t('rock.field.type'),
      status: t('rock.field.status'),
      meetings: t('rock.field.meetings'),
      meeting: t('rock.field.meeting'),
      chooseType: t('rock.field.chooseType'),
      due: t('rock.column.due'),
      actions: t('rock.column.actions'),
      list: t('rock.list.label'),
      delegatedRocks: t('rock.delegated.legend'),
      delegatedHint: t('rock.delegated.hint'),
      newDelegatedHint: t('rock.delegated.newHint'),
      delegatedRock: (number: number) => t('rock.delegated.row', { number }),
      meetingOf: (number: number) => t('rock.delegated.meetingOf', { number }),
      typeOf: (number: number) => t('rock.delegated.typeOf', { number }),
      ownerOf: (number: number) => t('rock.delegated.ownerOf', { number }),
      addDelegated: t('rock.delegated.add'),
      removeDelegated: (number: number) => t('rock.delegated.remove', { number }),
      deleteQuestion: t('rock.deleteQuestion'),
      deleteDelegates: (count: number) => t('rock.deleteDelegates', { count }),
      keepDelegatesHint: t('rock.keepDelegatesHint'),
      deleted: (title: string) => t('rock.deleted', { title }),
      chain: t('rock.chain.title'),
      loadingChain: t('rock.chain.loading'),
      chainOf: (title: string) => t('rock.chain.of', { title }),
      /** A row's delegation mark: "Delegated · 2" (rocks delegated from it), or "Delegated". */
      chainBadge: (number: number) =>
        number > 0 ? t('rock.chain.badgeWithNumber', { number }) : t('rock.chain.badge'),
      thisRock: t('rock.chain.thisRock'),
      otherMeeting: t('rock.chain.otherMeeting'),
      chainEmpty: t('rock.chain.empty'),
      removeFromMeeting: t('rock.removeFromMeeting'),
      statusOf: (title: string) => t('rock.statusOf', { title }),
    }),
    [t],
  );
}
