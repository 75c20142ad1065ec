// The learning module's front door: the library of packs (read at start) and its routes.

export { registerLearningRoutes } from './learning.routes.ts';
export { loadLearningLibrary, type TLearningLibrary } from './learning-library.ts';
