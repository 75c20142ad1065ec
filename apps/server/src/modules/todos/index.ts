// The todos module's front door: what other modules and the app may use.
export { registerTodos } from './register-todos.ts';
export { createTodosService } from './todos.service.ts';
