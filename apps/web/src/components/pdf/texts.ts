import texts from 'virtual:texts/pdf';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the PDF button's texts, loaded with the chunks that show it (decision 0030). */
addEnglishTexts(texts);
