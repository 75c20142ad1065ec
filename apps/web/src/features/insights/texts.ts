import texts from 'virtual:texts/insights';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of insights' texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
