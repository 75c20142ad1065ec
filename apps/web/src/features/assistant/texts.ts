import texts from 'virtual:texts/assistant';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of assistant's texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
