import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** Texts of the to-do popups and lists, in the person's language (issue 33). */
export function useTodoTexts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      addTodo: t('todos.add'),
      /** The item as a heading names it ('To-Do'), in a sentence ('to-do') and its plural ('to-dos'). */
      name: t('todos.name'),
      item: t('todos.item'),
      items: t('todos.items'),
      personalTodo: t('todos.personal'),
      meetingTodo: t('todos.meetingTodo'),
      moreTodoKinds: t('todos.moreKinds'),
      editTodo: t('todos.edit'),
      save: t('todos.save'),
      add: t('todos.add'),
      delete: t('todos.delete'),
      needsMeeting: t('todos.needsMeeting'),
      removed: t('todos.removed'),
      deleteQuestion: t('todos.deleteQuestion'),
      deleted: (title: string) => t('todos.deleted', { title }),
      overdue: t('todos.overdue'),
      complete: (title: string) => t('todos.row.complete', { title }),
      title: t('todos.field.title'),
      owners: t('todos.field.owners'),
      /** Under Owners, before Save (issue 35): one to-do is made per owner. */
      willMake: (count: number) => t('todos.willMake', { count }),
      owner: t('todos.field.owner'),
      dueDate: t('todos.field.dueDate'),
      meeting: t('todos.field.meeting'),
      notes: t('todos.field.notes'),
    }),
    [t],
  );
}
