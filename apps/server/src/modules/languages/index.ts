// The languages module's front door: the packs, the server's translator and the language call.
export { createLanguagePacks, type TLanguagePacks } from './language-packs.ts';
export { registerLanguageRoutes } from './languages.routes.ts';
export { registerMessageLanguage } from './message-language.ts';
export { orgTermsOf } from './org-terms.ts';
export { requestLocale } from './request-locale.ts';
export { type TTranslator, translatorFor } from './translate.ts';
