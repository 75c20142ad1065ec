import { can } from '@cairn/domain/permissions/can';
import { Stack } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import '../texts.ts';
import { TodoListSection } from '../components/todo-list-section.tsx';

/**
 * My To-Dos (`/todos`): the caller's to-dos from `POST todos/search`, 25 a page, with search
 * (300 ms debounce), mine / everyone and open / done filters; any change goes back to page 1.
 */
export function MyTodosPage() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const canChange = Boolean(session?.person && can(session.person, 'content.change'));
  return (
    <Stack gap="md">
      <PageTitle title={t('todos.page.title')} />
      <TodoListSection canChange={canChange} />
    </Stack>
  );
}
