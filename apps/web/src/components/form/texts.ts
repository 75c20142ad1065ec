import texts from 'virtual:texts/form';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the shared form fields' texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
