import texts from 'virtual:texts/live';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the live meeting's texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
