import texts from 'virtual:texts/todos';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the to-dos' texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
