import texts from 'virtual:texts/notifications';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of notifications' texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
