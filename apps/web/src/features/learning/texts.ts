import texts from 'virtual:texts/learning';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of learning's texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
