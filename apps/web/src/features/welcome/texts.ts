import texts from 'virtual:texts/welcome';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the welcome pages' texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
