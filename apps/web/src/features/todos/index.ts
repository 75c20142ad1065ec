// The todos feature's front door: what other features and the app may use.
export { useTodosByIds } from './api/get-todos-by-ids.ts';
export { AddTodoMenu } from './components/add-todo-menu.tsx';
export { formatDueDate } from './components/format-due-date.ts';
export { TodoList } from './components/todo-list.tsx';
export { TodoListSection } from './components/todo-list-section.tsx';
export { useTodoSearch } from './components/use-todo-search.ts';
