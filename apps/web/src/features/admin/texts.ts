import texts from 'virtual:texts/admin';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the instance administrator's texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
