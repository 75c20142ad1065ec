import texts from 'virtual:texts/dashboard+form';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of dashboard's texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
