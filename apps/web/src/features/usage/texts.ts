import texts from 'virtual:texts/usage';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of usage's texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
