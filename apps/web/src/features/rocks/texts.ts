import texts from 'virtual:texts/rock';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the rocks' texts (`rock.*`), loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
