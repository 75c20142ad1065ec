import texts from 'virtual:texts/account';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of account's texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
