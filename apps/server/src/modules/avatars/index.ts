/** The avatars module's front door (issue 34 point 2). */
export { registerAvatarRoutes as registerAvatars } from './avatars.routes.ts';
