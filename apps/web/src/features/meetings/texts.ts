import texts from 'virtual:texts/meeting';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the meetings' texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
