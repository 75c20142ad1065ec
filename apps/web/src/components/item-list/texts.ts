import texts from 'virtual:texts/itemList';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the shared item pieces' texts (`itemList.*`), loaded with the lists (decision 0030). */
addEnglishTexts(texts);
