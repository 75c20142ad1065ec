import texts from 'virtual:texts/help';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/**
 * The English of the help panel and its keyboard shortcuts: loaded with the panel when first
 * opened, not with the first page's shell texts (decision 0030).
 */
addEnglishTexts(texts);
