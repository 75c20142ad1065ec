import texts from 'virtual:texts/popup';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the shared popups' texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
