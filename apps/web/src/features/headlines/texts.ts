import texts from 'virtual:texts/headline';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the headlines' texts (`headline.*`), loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
