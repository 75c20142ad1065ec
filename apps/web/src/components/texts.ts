import texts from 'virtual:texts/components';
import { addEnglishTexts } from '../lib/i18n/texts.ts';

/**
 * The English of the small shared components (the wrong-organisation notice, the side panel's
 * edge, the notes editor's toolbar), loaded with the chunks that show them (decision 0030).
 */
addEnglishTexts(texts);
