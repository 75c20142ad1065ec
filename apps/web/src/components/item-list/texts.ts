import texts from 'virtual:texts/item';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the shared item pieces' texts (`item.*`), loaded with the lists (decision 0030). */
addEnglishTexts(texts);
