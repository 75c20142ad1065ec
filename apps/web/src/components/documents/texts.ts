import texts from 'virtual:texts/documents';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the documents' texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
